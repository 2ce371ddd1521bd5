import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** MANUAL_TABS on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function manualTabsStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
