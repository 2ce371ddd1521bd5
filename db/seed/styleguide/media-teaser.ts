import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** MEDIA_TEASER on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function mediaTeaserStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
