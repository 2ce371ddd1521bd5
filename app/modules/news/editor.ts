import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const newsEditor = {
  displayName: "News all",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
