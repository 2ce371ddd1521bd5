import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const eqsStockChartSchema = z.object({});
export type EqsStockChartData = z.infer<typeof eqsStockChartSchema>;

export const eqsStockChart = { schema: eqsStockChartSchema } satisfies ModuleSchema;
