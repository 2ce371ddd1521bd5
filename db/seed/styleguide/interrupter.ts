import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** INTERRUPTER on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function interrupterStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
