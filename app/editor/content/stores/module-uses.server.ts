import { sql, type RawBuilder, type Transaction } from "kysely";
import type { Database } from "../../../../db/schema";

/**
 * The modules of `types` on pages (their draft, scheduled or published revision; history does not
 * count) whose data (in any locale) matches `picks` (a condition on `c.data`, `m.type`): the
 * module type and the page's title, English first, once per page and type, at most 20.
 */
export async function modulesPicking(trx: Transaction<Database>, types: readonly string[], picks: RawBuilder<boolean>): Promise<{ type: string; title: string }[]> {
  return trx
    .selectFrom("page_module_contents as c")
    .innerJoin("page_revisions as r", "r.id", "c.revision_id")
    .innerJoin("page_modules as m", (join) => join.onRef("m.revision_id", "=", "c.revision_id").onRef("m.id", "=", "c.module_id"))
    .select([
      "m.type",
      "r.page_id",
      sql<string>`coalesce((select t.title from page_translations t where t.page_id = r.page_id order by t.locale = 'en' desc, t.locale limit 1), '#' || r.page_id)`.as("title"),
    ])
    .distinct()
    .where("r.status", "in", ["draft", "published", "scheduled"])
    .where("m.type", "in", types)
    .where(picks)
    .orderBy("title")
    .orderBy("r.page_id")
    .orderBy("m.type")
    .limit(20)
    .execute();
}

/** The titles of the pages with a module of `type` matching `picks` (modulesPicking for one type). */
export async function pagesWithModulePicking(trx: Transaction<Database>, type: string, picks: RawBuilder<boolean>): Promise<string[]> {
  return (await modulesPicking(trx, [type], picks)).map((row) => row.title);
}
