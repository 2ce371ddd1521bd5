import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const applicationHeaderEditor = {
  displayName: "Header 3 - Applications",
  lowerToolbar: true,
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
