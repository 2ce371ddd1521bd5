import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const imageGroupEditor = {
  displayName: "Images 1&2",
  quickEntry: "Images 1&2",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
