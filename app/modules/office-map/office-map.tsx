import type { ModuleProps } from "../types";
import type { OfficeMapData } from "./schema";

// STUB: replace with the public renderer.
export function OfficeMap(_props: ModuleProps<OfficeMapData>) {
  return null;
}
