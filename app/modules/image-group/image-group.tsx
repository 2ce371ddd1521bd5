import type { ModuleProps } from "../types";
import type { ImageGroupData } from "./schema";

// STUB: replace with the public renderer.
export function ImageGroup(_props: ModuleProps<ImageGroupData>) {
  return null;
}
