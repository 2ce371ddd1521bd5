import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** JOB_OPENINGS on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function jobOpeningsStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
