import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** LINK_HERO on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function linkHeroStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
