import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const interrupterEditor = {
  displayName: "Interrupter",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
