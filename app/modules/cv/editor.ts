import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const cvEditor = {
  displayName: "CV / Team",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
