import type { ModuleProps } from "../types";
import type { EvaluationCategoriesData } from "./schema";

// STUB: replace with the public renderer.
export function EvaluationCategories(_props: ModuleProps<EvaluationCategoriesData>) {
  return null;
}
