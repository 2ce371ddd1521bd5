import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const customFormsEditor = {
  displayName: "Form-builder forms",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
