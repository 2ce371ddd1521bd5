import type { ModuleProps } from "../types";
import type { TabData } from "./schema";

// STUB: replace with the public renderer.
export function Tab(_props: ModuleProps<TabData>) {
  return null;
}
