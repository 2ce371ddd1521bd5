import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const correspondingEditor = {
  displayName: "Related topics",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
