import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** LINK_LIST on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function linkListStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
