import type { ModuleProps } from "../types";
import type { EmployeeStoriesData } from "./schema";

// STUB: replace with the public renderer.
export function EmployeeStories(_props: ModuleProps<EmployeeStoriesData>) {
  return null;
}
