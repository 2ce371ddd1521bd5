import type { ModuleProps } from "../types";
import type { VideoGroupData } from "./schema";

// STUB: replace with the public renderer.
export function VideoGroup(_props: ModuleProps<VideoGroupData>) {
  return null;
}
