import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const benefitsEditor = {
  displayName: "Benefits",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
