import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const employeeStoriesEditor = {
  displayName: "Employee stories",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
