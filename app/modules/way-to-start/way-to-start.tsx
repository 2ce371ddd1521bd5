import type { ModuleProps } from "../types";
import type { WayToStartData } from "./schema";

// STUB: replace with the public renderer.
export function WayToStart(_props: ModuleProps<WayToStartData>) {
  return null;
}
