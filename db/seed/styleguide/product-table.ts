import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** PRODUCT_TABLE on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function productTableStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
