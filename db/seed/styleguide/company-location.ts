import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** COMPANY_LOCATION on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function companyLocationStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
