import type { ModuleProps } from "../types";
import type { LatestEmployeeStoriesData } from "./schema";

// STUB: replace with the public renderer.
export function LatestEmployeeStories(_props: ModuleProps<LatestEmployeeStoriesData>) {
  return null;
}
