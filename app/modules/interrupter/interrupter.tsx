import type { ModuleProps } from "../types";
import type { InterrupterData } from "./schema";

// STUB: replace with the public renderer.
export function Interrupter(_props: ModuleProps<InterrupterData>) {
  return null;
}
