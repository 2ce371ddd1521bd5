import type { ModuleProps } from "../types";
import type { CorrespondingData } from "./schema";

// STUB: replace with the public renderer.
export function Corresponding(_props: ModuleProps<CorrespondingData>) {
  return null;
}
