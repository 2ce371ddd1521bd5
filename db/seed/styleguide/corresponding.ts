import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** CORRESPONDING on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function correspondingStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
