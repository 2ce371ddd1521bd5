import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const documentCategoriesEditor = {
  displayName: "Document categories",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
