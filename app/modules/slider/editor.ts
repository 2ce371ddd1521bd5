import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const sliderEditor = {
  displayName: "Card slider",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
