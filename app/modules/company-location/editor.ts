import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const companyLocationEditor = {
  displayName: "Company location",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
