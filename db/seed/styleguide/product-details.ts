import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** PRODUCT_DETAILS on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function productDetailsStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
