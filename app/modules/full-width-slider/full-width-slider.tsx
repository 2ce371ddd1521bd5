import type { ModuleProps } from "../types";
import type { FullWidthSliderData } from "./schema";

// STUB: replace with the public renderer.
export function FullWidthSlider(_props: ModuleProps<FullWidthSliderData>) {
  return null;
}
