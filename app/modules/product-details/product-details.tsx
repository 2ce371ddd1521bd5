import type { ModuleProps } from "../types";
import type { ProductDetailsData } from "./schema";

// STUB: replace with the public renderer.
export function ProductDetails(_props: ModuleProps<ProductDetailsData>) {
  return null;
}
