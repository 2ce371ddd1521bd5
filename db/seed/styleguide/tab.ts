import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** TAB on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function tabStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
