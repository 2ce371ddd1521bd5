import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const softwareDownloadsEditor = {
  displayName: "Software downloads",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
