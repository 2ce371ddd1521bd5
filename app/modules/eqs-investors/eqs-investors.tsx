import type { ModuleProps } from "../types";
import type { EqsInvestorsData } from "./schema";

// STUB: replace with the public renderer.
export function EqsInvestors(_props: ModuleProps<EqsInvestorsData>) {
  return null;
}
