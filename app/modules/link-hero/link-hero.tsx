import type { ModuleProps } from "../types";
import type { LinkHeroData } from "./schema";

// STUB: replace with the public renderer.
export function LinkHero(_props: ModuleProps<LinkHeroData>) {
  return null;
}
