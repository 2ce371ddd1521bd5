import type { ModuleProps } from "../types";
import type { ConversionDrivenData } from "./schema";

// STUB: replace with the public renderer.
export function ConversionDriven(_props: ModuleProps<ConversionDrivenData>) {
  return null;
}
