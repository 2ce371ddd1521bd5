import type { ModuleProps } from "../types";
import type { ProductSliderData } from "./schema";

// STUB: replace with the public renderer.
export function ProductSlider(_props: ModuleProps<ProductSliderData>) {
  return null;
}
