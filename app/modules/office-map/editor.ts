import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const officeMapEditor = {
  displayName: "Map",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
