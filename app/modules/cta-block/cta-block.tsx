import type { ModuleProps } from "../types";
import type { CtaBlockData } from "./schema";

// STUB: replace with the public renderer.
export function CtaBlock(_props: ModuleProps<CtaBlockData>) {
  return null;
}
