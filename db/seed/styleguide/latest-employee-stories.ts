import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** LATEST_EMPLOYEE_STORIES on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function latestEmployeeStoriesStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
