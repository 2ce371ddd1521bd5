import type { ModuleProps } from "../types";
import type { BenefitsData } from "./schema";

// STUB: replace with the public renderer.
export function Benefits(_props: ModuleProps<BenefitsData>) {
  return null;
}
