import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const linkListEditor = {
  displayName: "Links: int,ext,downl.",
  quickEntry: "Links: int,ext,downl.",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
