import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const linkHeroEditor = {
  displayName: "Header 2 - Megatrends",
  lowerToolbar: true,
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
