import type { ModuleProps } from "../types";
import type { NewsData } from "./schema";

// STUB: replace with the public renderer.
export function News(_props: ModuleProps<NewsData>) {
  return null;
}
