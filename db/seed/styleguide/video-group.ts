import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** VIDEO_GROUP on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function videoGroupStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
