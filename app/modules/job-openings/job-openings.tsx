import type { ModuleProps } from "../types";
import type { JobOpeningsData } from "./schema";

// STUB: replace with the public renderer.
export function JobOpenings(_props: ModuleProps<JobOpeningsData>) {
  return null;
}
