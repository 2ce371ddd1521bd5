import type { ModuleProps } from "../types";
import type { SecondaryHeaderData } from "./schema";

// STUB: replace with the public renderer.
export function SecondaryHeader(_props: ModuleProps<SecondaryHeaderData>) {
  return null;
}
