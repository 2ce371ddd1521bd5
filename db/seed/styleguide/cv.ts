import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** CV on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function cvStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
