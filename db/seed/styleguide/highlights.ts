import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** HIGHLIGHTS on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function highlightsStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
