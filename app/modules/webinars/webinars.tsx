import type { ModuleProps } from "../types";
import type { WebinarsData } from "./schema";

// STUB: replace with the public renderer.
export function Webinars(_props: ModuleProps<WebinarsData>) {
  return null;
}
