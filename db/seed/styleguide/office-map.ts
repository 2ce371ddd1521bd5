import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** OFFICE_MAP on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function officeMapStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
