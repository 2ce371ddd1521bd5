import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** SOFTWARE_DOWNLOADS on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function softwareDownloadsStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
