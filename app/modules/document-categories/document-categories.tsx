import type { ModuleProps } from "../types";
import type { DocumentCategoriesData } from "./schema";

// STUB: replace with the public renderer.
export function DocumentCategories(_props: ModuleProps<DocumentCategoriesData>) {
  return null;
}
