import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** SECONDARY_HEADER on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function secondaryHeaderStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
