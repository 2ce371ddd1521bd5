import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** DOCUMENT_CATEGORIES on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function documentCategoriesStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
