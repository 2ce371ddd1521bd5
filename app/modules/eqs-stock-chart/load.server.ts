import type { ModuleLoader } from "../loaders.server";
import type { EqsStockChartData } from "./schema";

/** Rows EQS_STOCK_CHART shows. STUB: read them from the database (plain JSON only). */
export const loadEqsStockChart: ModuleLoader<EqsStockChartData, null> = async () => null;
