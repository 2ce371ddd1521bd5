import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const videoGroupEditor = {
  displayName: "Video",
  quickEntry: "Video",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
