import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const conversionDrivenEditor = {
  displayName: "Conversion teaser",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
