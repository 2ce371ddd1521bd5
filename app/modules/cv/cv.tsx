import type { ModuleProps } from "../types";
import type { CvData } from "./schema";

// STUB: replace with the public renderer.
export function Cv(_props: ModuleProps<CvData>) {
  return null;
}
