import type { ModuleProps } from "../types";
import type { ProductTableData } from "./schema";

// STUB: replace with the public renderer.
export function ProductTable(_props: ModuleProps<ProductTableData>) {
  return null;
}
