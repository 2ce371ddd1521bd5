import { sql, type RawBuilder, type Transaction } from "kysely";
import type { Database } from "../../../../db/schema";

/**
 * The pages (their draft or published revision; history does not count) with a module of `type`
 * whose data (in any locale) matches `picks` (a condition on `c.data`): their titles, English
 * first, once per page, at most 20.
 */
export async function pagesWithModulePicking(trx: Transaction<Database>, type: string, picks: RawBuilder<boolean>): Promise<string[]> {
  const rows = await trx
    .selectFrom("page_module_contents as c")
    .innerJoin("page_revisions as r", "r.id", "c.revision_id")
    .innerJoin("page_modules as m", (join) => join.onRef("m.revision_id", "=", "c.revision_id").onRef("m.id", "=", "c.module_id"))
    .select([
      "r.page_id",
      sql<string>`coalesce((select t.title from page_translations t where t.page_id = r.page_id order by t.locale = 'en' desc, t.locale limit 1), '#' || r.page_id)`.as("title"),
    ])
    .distinct()
    .where("r.status", "in", ["draft", "published", "scheduled"])
    .where("m.type", "=", type)
    .where(picks)
    .orderBy("title")
    .orderBy("r.page_id")
    .limit(20)
    .execute();
  return rows.map((row) => row.title);
}
