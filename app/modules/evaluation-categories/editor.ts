import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const evaluationCategoriesEditor = {
  displayName: "Evaluation categories",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
