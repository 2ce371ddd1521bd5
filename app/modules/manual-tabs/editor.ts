import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const manualTabsEditor = {
  displayName: "Manual tabs",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
