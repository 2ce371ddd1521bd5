import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const eqsInvestorsEditor = {
  displayName: "Investor embeds",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
