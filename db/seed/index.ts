import type { Db } from "../index";
import { seedContent } from "./content";
import { seedForms } from "./forms";
import { seedMedia } from "./media";
import { seedNavigation } from "./navigation";
import { seedPages } from "./pages";
import type { StyleguideSample } from "./pages-styleguide";

/**
 * What the app derives from the seeded rows, run inside the seed's transaction: its search index
 * (`reindexAll` of app/content/search-index.server.ts). db/ sits below app/ and imports nothing
 * from it (ADR 055), so every caller passes it: `seed(db, reindexAll)`.
 */
export type IndexContent = (db: Db) => Promise<void>;

/**
 * The style guide's module samples, each in its module folder: `moduleSamples` of
 * app/modules/samples.generated.ts, passed in for the same reason: `seed(db, reindexAll, moduleSamples)`.
 */
export type ModuleSamples = readonly StyleguideSample[];

/** Seeds the example company on a database that has no pages yet; true when it seeded. */
export async function seedIfEmpty(db: Db, indexContent: IndexContent, samples: ModuleSamples): Promise<boolean> {
  const { count } = await db.selectFrom("pages").select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow();
  if (Number(count) > 0) return false;
  await seed(db, indexContent, samples);
  return true;
}

/** Everything in one transaction: a half-seeded database never stays behind. */
export async function seed(db: Db, indexContent: IndexContent, samples: ModuleSamples): Promise<void> {
  if (!Array.isArray(samples)) throw new TypeError("seed(db, reindexAll, moduleSamples): pass moduleSamples of app/modules/samples.generated.ts");
  await db.transaction().execute(async (trx) => {
    const media = await seedMedia(trx);
    await seedForms(trx); // before the pages: their CUSTOM_FORMS modules name the forms
    const pages = await seedPages(trx, media, samples);
    await seedContent(trx, media);
    await seedNavigation(trx, pages);
    await indexContent(trx);
  });
}
