import { sql, type Kysely } from "kysely";

// Issue 23: editors publish content rows. Each table an editor can administer gains
// - `published`: visitors see the row only while it is true (existing rows are published);
// - `draft`: the editor's pending changes to a published row (null: none), the same shape as the
//   editable columns, applied to them by Publish;
// - `revision`: raised by every write, the version an editor's save is checked against;
// - `updated_at` / `updated_by`: the last change and who made it (the admin lists show them).
export const ADMIN_TABLES = ["news_articles", "jobs", "downloads", "products", "events"] as const;

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
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ADMIN_TABLES) {
    await db.schema.dropIndex(`${table}_admin_recent`).ifExists().execute();
    for (const column of ["updated_by", "updated_at", "revision", "draft", "published"]) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
