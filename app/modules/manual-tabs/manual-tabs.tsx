import type { ModuleProps } from "../types";
import type { ManualTabsData } from "./schema";

// STUB: replace with the public renderer.
export function ManualTabs(_props: ModuleProps<ManualTabsData>) {
  return null;
}
