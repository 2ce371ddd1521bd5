import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const highlightsEditor = {
  displayName: "Job highlights",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
