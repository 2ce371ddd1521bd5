import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const wayToStartEditor = {
  displayName: "Ways to start",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
