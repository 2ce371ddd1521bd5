import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const latestEmployeeStoriesEditor = {
  displayName: "Latest employee stories",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
