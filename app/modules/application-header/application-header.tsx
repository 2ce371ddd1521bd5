import type { ModuleProps } from "../types";
import type { ApplicationHeaderData } from "./schema";

// STUB: replace with the public renderer.
export function ApplicationHeader(_props: ModuleProps<ApplicationHeaderData>) {
  return null;
}
