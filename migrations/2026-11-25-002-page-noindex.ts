import { sql, type Kysely } from "kysely";

// Internal pages (the style guide) are kept out of search engines, sitemap.xml and site search.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("pages").addColumn("noindex", "boolean", (c) => c.notNull().defaultTo(false)).execute();
  await sql`update pages set noindex = true where id in (select page_id from page_translations where site = 'main' and locale = 'en' and path = 'styleguide')`.execute(db);
  await sql`delete from search_documents where kind = 'page' and ref in (select id::text from pages where noindex)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("pages").dropColumn("noindex").execute();
}
