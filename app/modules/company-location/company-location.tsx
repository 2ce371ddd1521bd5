import type { ModuleProps } from "../types";
import type { CompanyLocationData } from "./schema";

// STUB: replace with the public renderer.
export function CompanyLocation(_props: ModuleProps<CompanyLocationData>) {
  return null;
}
