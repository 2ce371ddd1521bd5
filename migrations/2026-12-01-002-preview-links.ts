import { sql, type Kysely } from "kysely";

// Issue 25, preview links: a signed, expiring, revocable link to a page's current draft for
// someone without an account. The token is kept so the editor can copy the link again (ADR 048).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("preview_links")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("page_id", "integer", (c) => c.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("revoked_at", "timestamptz")
    .execute();
  await db.schema.createIndex("preview_links_page").on("preview_links").columns(["page_id", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("preview_links").execute();
}
