import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** APPLICATION_HEADER on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function applicationHeaderStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
