import type { ModuleProps } from "../types";
import type { QuoteData } from "./schema";

// STUB: replace with the public renderer.
export function Quote(_props: ModuleProps<QuoteData>) {
  return null;
}
