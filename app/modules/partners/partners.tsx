import type { ModuleProps } from "../types";
import type { PartnersData } from "./schema";

// STUB: replace with the public renderer.
export function Partners(_props: ModuleProps<PartnersData>) {
  return null;
}
