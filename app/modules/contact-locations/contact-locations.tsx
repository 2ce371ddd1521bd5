import type { ModuleProps } from "../types";
import type { ContactLocationsData } from "./schema";

// STUB: replace with the public renderer.
export function ContactLocations(_props: ModuleProps<ContactLocationsData>) {
  return null;
}
