import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const fullWidthSliderEditor = {
  displayName: "Full-width slider",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
