import type { ModuleProps } from "../types";
import type { HighlightsData } from "./schema";

// STUB: replace with the public renderer.
export function Highlights(_props: ModuleProps<HighlightsData>) {
  return null;
}
