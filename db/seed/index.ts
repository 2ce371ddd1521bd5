import { reindexAll } from "../../app/content/search-index.server";
import type { Db } from "../index";
import { seedContent } from "./content";
import { seedForms } from "./forms";
import { seedMedia } from "./media";
import { seedNavigation } from "./navigation";
import { seedPages } from "./pages";

/** Seeds the example company on a database that has no pages yet; true when it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const { count } = await db.selectFrom("pages").select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow();
  if (Number(count) > 0) return false;
  await seed(db);
  return true;
}

/** Everything in one transaction: a half-seeded database never stays behind. */
export async function seed(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const media = await seedMedia(trx);
    await seedForms(trx); // before the pages: their CUSTOM_FORMS modules name the forms
    const pages = await seedPages(trx, media);
    await seedContent(trx, media);
    await seedNavigation(trx, pages);
    await reindexAll(trx);
  });
}
