import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const productSliderEditor = {
  displayName: "Product slider",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
