import type { ModuleProps } from "../types";
import type { SoftwareDownloadsData } from "./schema";

// STUB: replace with the public renderer.
export function SoftwareDownloads(_props: ModuleProps<SoftwareDownloadsData>) {
  return null;
}
