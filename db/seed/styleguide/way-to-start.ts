import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** WAY_TO_START on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function wayToStartStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
