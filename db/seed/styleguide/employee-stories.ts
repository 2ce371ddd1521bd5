import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** EMPLOYEE_STORIES on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function employeeStoriesStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
