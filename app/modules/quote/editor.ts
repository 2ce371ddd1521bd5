import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const quoteEditor = {
  displayName: "Quote",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
