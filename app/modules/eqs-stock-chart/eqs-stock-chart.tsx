import type { ModuleProps } from "../types";
import type { EqsStockChartData } from "./schema";

// STUB: replace with the public renderer.
export function EqsStockChart(_props: ModuleProps<EqsStockChartData>) {
  return null;
}
