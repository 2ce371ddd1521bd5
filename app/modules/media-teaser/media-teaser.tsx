import type { ModuleProps } from "../types";
import type { MediaTeaserData } from "./schema";

// STUB: replace with the public renderer.
export function MediaTeaser(_props: ModuleProps<MediaTeaserData>) {
  return null;
}
