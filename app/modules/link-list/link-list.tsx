import type { ModuleProps } from "../types";
import type { LinkListData } from "./schema";

// STUB: replace with the public renderer.
export function LinkList(_props: ModuleProps<LinkListData>) {
  return null;
}
