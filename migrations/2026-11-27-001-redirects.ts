import { sql, type Kysely } from "kysely";

// Issue 22: redirects (301 from an old address to a page or URL) and the 404 log (the
// most-requested missing addresses, aggregated per path, bounded by the app). Paths are stored
// as requested, locale prefix included, never with a query string.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("redirects")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("site", "text", (c) => c.notNull().defaultTo("main"))
    .addColumn("source_path", "text", (c) => c.notNull())
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("redirects_site_source_unique", ["site", "source_path"])
    .execute();
  await db.schema
    .createTable("not_found_log")
    .addColumn("site", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("referrer_host", "text")
    .addColumn("first_seen", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("last_seen", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("not_found_log_pk", ["site", "path"])
    .execute();
  await db.schema.createIndex("not_found_log_last_seen").on("not_found_log").column("last_seen").execute();
  await db.schema.createIndex("not_found_log_hits").on("not_found_log").columns(["site", "hits"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("not_found_log").execute();
  await db.schema.dropTable("redirects").execute();
}
