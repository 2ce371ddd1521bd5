import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** IMAGE_GROUP on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function imageGroupStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
