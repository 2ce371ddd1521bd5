import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const webinarsEditor = {
  displayName: "Webinars cards",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
