import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** CUSTOM_FORMS on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function customFormsStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
