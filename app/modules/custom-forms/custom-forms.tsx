import type { ModuleProps } from "../types";
import type { CustomFormsData } from "./schema";

// STUB: replace with the public renderer.
export function CustomForms(_props: ModuleProps<CustomFormsData>) {
  return null;
}
