import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const productDetailsEditor = {
  displayName: "Product details",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
