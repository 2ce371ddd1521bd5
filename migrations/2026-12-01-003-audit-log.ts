import { sql, type Kysely } from "kysely";

// Issue 25, the audit log: who did what and when. Append-only for the app (it inserts, and
// deletes only what is older than the retention period); the actor's name is copied in, so an
// entry still names a deleted account or the e-mail a failed sign-in tried.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target_kind", "text")
    .addColumn("target_id", "text")
    .addColumn("target_label", "text")
    .addColumn("detail", "jsonb")
    .execute();
  // Lists go newest first by id (appended in time order); `at` serves date filters and pruning.
  await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
  await db.schema.createIndex("audit_log_user").on("audit_log").columns(["user_id", "id desc"]).execute();
  await db.schema.createIndex("audit_log_action").on("audit_log").columns(["action", "id desc"]).execute();
  await db.schema.createIndex("audit_log_target").on("audit_log").columns(["target_id", "id desc"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_log").execute();
}
