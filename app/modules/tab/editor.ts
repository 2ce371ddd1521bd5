import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const tabEditor = {
  displayName: "Tabs",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
