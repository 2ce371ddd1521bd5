import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** PARTNERS on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function partnersStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
