import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** EVALUATION_CATEGORIES on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function evaluationCategoriesStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
