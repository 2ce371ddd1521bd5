import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const jobOpeningsEditor = {
  displayName: "Job openings",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
