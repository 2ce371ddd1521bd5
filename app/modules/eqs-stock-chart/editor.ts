import type { ModuleEditorConfig } from "../editor-types";

export const eqsStockChartEditor = {
  displayName: "Stock chart",
  defaults: { symbol: "VIRN", currency: "CHF", defaultRange: "1y" },
  groups: [
    {
      id: "share",
      label: "Share",
      fields: [
        { name: "symbol", label: "Ticker symbol", kind: "text" },
        { name: "currency", label: "Currency", kind: "text" },
        {
          name: "defaultRange",
          label: "Range shown first",
          kind: "select",
          options: [
            { value: "1m", label: "1 month" },
            { value: "6m", label: "6 months" },
            { value: "1y", label: "1 year" },
            { value: "3y", label: "3 years" },
            { value: "max", label: "Maximum" },
          ],
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
