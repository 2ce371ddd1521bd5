import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** PRODUCT_SLIDER on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function productSliderStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
