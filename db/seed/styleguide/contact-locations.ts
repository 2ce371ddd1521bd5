import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** CONTACT_LOCATIONS on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function contactLocationsStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
