import { sql, type Kysely } from "kysely";

// Issue 22: editors run the header and footer menus. Items belong to a menu and are either the
// published set or the draft set of their site; `navigation_drafts` says that a site has a draft
// and carries the version every write is checked against. The footer's legal links, until now
// fixed in code, become footer items of the pages at `imprint` and `privacy` (their labels follow
// the page titles).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("nav_items")
    .addColumn("menu", "text", (c) => c.notNull().defaultTo("header").check(sql`menu in ('header', 'footer')`))
    .execute();
  await db.schema
    .alterTable("nav_items")
    .addColumn("state", "text", (c) => c.notNull().defaultTo("published").check(sql`state in ('draft', 'published')`))
    .execute();
  await db.schema.createIndex("nav_items_site_state").on("nav_items").columns(["site", "state", "menu"]).execute();
  await db.schema
    .createTable("navigation_drafts")
    .addColumn("site", "text", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    insert into nav_items (site, menu, position, page_id, labels)
    select p.site, 'footer', case t.path when 'imprint' then 0 else 1 end, p.id, '{}'::jsonb
    from page_translations t join pages p on p.id = t.page_id
    where t.locale = 'en' and t.path in ('imprint', 'privacy')
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("nav_items").where("menu", "=", "footer").execute();
  await db.deleteFrom("nav_items").where("state", "=", "draft").execute();
  await db.schema.dropTable("navigation_drafts").execute();
  await db.schema.dropIndex("nav_items_site_state").execute();
  await db.schema.alterTable("nav_items").dropColumn("state").execute();
  await db.schema.alterTable("nav_items").dropColumn("menu").execute();
}
