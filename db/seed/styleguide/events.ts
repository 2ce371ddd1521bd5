import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** EVENTS on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function eventsStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
