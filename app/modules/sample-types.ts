import type { StyleguideSample } from "../../db/seed/pages-styleguide";

/**
 * A folder's `sample.ts` default-exports one: the modules of its type on the style guide page,
 * built with db/seed's helpers. db/seed imports nothing from app/ (ADR 055), so the seed's callers
 * hand it `moduleSamples` (samples.generated.ts): `seed(db, reindexAll, moduleSamples)`.
 */
export type ModuleSample = StyleguideSample;
