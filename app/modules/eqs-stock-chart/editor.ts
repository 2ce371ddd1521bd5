import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const eqsStockChartEditor = {
  displayName: "Stock chart",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
