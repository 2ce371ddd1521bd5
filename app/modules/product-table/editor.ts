import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const productTableEditor = {
  displayName: "Product table man.",
  quickEntry: "Product table man.",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
