import type { SeedModule } from "../insert-page";
import type { SeedMedia } from "../media";

/** EQS_INVESTORS on the style guide page. STUB: add seeded modules (all five locales where text shows). */
export function eqsInvestorsStyleguide(_media: SeedMedia): SeedModule[] {
  return [];
}
