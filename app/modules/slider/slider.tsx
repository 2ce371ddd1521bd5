import type { ModuleProps } from "../types";
import type { SliderData } from "./schema";

// STUB: replace with the public renderer.
export function Slider(_props: ModuleProps<SliderData>) {
  return null;
}
