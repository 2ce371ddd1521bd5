import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const secondaryHeaderEditor = {
  displayName: "Secondary header",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
