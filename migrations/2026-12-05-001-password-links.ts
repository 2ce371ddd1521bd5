import { sql, type Kysely } from "kysely";

// Issue 43 §3, accounts made at /editor/users: a one-time link to set a password, valid 72 hours.
// Only a SHA-256 hash of the token is kept (the administrator sees the link once); a used link,
// an expired one or one replaced by a newer link sets nothing.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("password_links")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .execute();
  await db.schema.createIndex("password_links_user").on("password_links").column("user_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("password_links").execute();
}
