import { z } from "zod";
import type { ModuleSchema } from "../common-schema";
import { RANGES } from "./quotes";

export const eqsStockChartSchema = z.object({
  /** The ticker whose stored daily quotes are drawn (stock_quotes.symbol). */
  symbol: z
    .string()
    .trim()
    .min(1, "This field is required")
    .max(12)
    .regex(/^[A-Za-z0-9.-]+$/, "Use letters, digits, dots and hyphens only")
    .transform((symbol) => symbol.toUpperCase()),
  /** ISO currency of the prices, shown with them ("CHF 58.10"); none shows plain numbers. */
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, "Enter a three-letter currency code such as CHF")
    .max(3)
    .transform((code) => code.toUpperCase())
    .optional(),
  /** The range shown first. */
  defaultRange: z.enum(RANGES).default("1y"),
});
export type EqsStockChartData = z.infer<typeof eqsStockChartSchema>;

export const eqsStockChart = { schema: eqsStockChartSchema } satisfies ModuleSchema;
