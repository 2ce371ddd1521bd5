import { sql, type Kysely } from "kysely";

// Issue 23: editors publish content rows. Each table an editor can administer gains
// - `published`: visitors see the row only while it is true (existing rows are published);
// - `draft`: the editor's pending changes to a published row (null: none), the same shape as the
//   editable columns, applied to them by Publish;
// - `revision`: raised by every write, the version an editor's save is checked against;
// - `updated_at` / `updated_by`: the last change and who made it (the admin lists show them).
export const ADMIN_TABLES = ["news_articles", "jobs", "downloads", "products", "events"] as const;

// The visitor lists of these tables (migration 2026-11-26-003) now read published rows only: their
// indexes become partial (`where published`), so a page's ids stay an index-only walk.
const LIST_INDEXES: [name: string, table: string, columns: string][] = [
  ["news_articles_list", "news_articles", "news_type, published_at desc, id desc"],
  ["news_articles_list_category", "news_articles", "news_type, category, published_at desc, id desc"],
  ["events_list", "events", "kind, starts_at, id"],
  ["jobs_list", "jobs", "published_at desc, id desc"],
  ["jobs_list_city", "jobs", "city, published_at desc, id desc"],
  ["products_list", "products", "name, id"],
  ["products_list_category", "products", "category_id, name, id"],
  ["products_list_status", "products", "status, name, id"],
  ["downloads_list", "downloads", "content_date desc, id desc"],
  ["downloads_list_kind", "downloads", "kind, content_date desc, id desc"],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ADMIN_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("published", "boolean", (c) => c.notNull().defaultTo(true))
      .addColumn("draft", "jsonb")
      .addColumn("revision", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
      .execute();
    await db.schema.createIndex(`${table}_admin_recent`).on(table).columns(["updated_at", "id"]).execute();
  }
  for (const [name, table, columns] of LIST_INDEXES) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
    await sql`create index ${sql.id(name)} on ${sql.table(table)} (${sql.raw(columns)}) where published`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of LIST_INDEXES) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
    await sql`create index ${sql.id(name)} on ${sql.table(table)} (${sql.raw(columns)})`.execute(db);
  }
  for (const table of ADMIN_TABLES) {
    await db.schema.dropIndex(`${table}_admin_recent`).ifExists().execute();
    for (const column of ["updated_by", "updated_at", "revision", "draft", "published"]) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
