import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const contactLocationsEditor = {
  displayName: "Contact locations",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
