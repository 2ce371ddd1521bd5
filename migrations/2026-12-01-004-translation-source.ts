import { sql, type Kysely } from "kysely";

// Issue 25, translation status per module: a translation keeps the English content it was made
// from (`source`). It is outdated when English has changed since, missing when there is none.
// Translations that exist now count as up to date: their English source is taken as it is today.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("page_module_contents").addColumn("source", "jsonb").execute();
  await sql`update page_module_contents c set source = e.data
            from page_module_contents e
            where c.locale <> 'en' and e.locale = 'en' and e.revision_id = c.revision_id and e.module_id = c.module_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("page_module_contents").dropColumn("source").execute();
}
