import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const eventsEditor = {
  displayName: "Events cards",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
