import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** NEWS on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function newsStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
