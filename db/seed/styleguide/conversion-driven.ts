import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** CONVERSION_DRIVEN on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function conversionDrivenStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
