import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** QUOTE on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function quoteStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
