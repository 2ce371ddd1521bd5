import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** CTA_BLOCK on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function ctaBlockStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
