import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const partnersEditor = {
  displayName: "Logo carousel",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
