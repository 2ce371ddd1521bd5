import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const mediaTeaserEditor = {
  displayName: "Media teaser",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
