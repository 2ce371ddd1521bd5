import { sql, type Kysely } from "kysely";

// Issue 25, scheduled publishing: "Publish at…" freezes the draft as it was into a revision of
// status 'scheduled' (later changes stay in the draft); "Unpublish at…" needs no revision. One
// pending job per page and action; a run deletes its row in the transaction that applies it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table page_revisions drop constraint page_revisions_status_check`.execute(db);
  await sql`alter table page_revisions add constraint page_revisions_status_check check (status in ('draft', 'published', 'history', 'scheduled'))`.execute(db);
  await db.schema
    .createTable("publish_schedules")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("page_id", "integer", (c) => c.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("action", "text", (c) => c.notNull().check(sql`action in ('publish', 'unpublish')`))
    .addColumn("due_at", "timestamptz", (c) => c.notNull())
    .addColumn("time_zone", "text", (c) => c.notNull())
    .addColumn("revision_id", "integer", (c) => c.references("page_revisions.id").onDelete("cascade"))
    .addColumn("draft_version", "integer")
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("publish_schedules_one_per_action").on("publish_schedules").columns(["page_id", "action"]).unique().execute();
  await db.schema.createIndex("publish_schedules_due").on("publish_schedules").columns(["due_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("publish_schedules").execute();
  await sql`delete from page_revisions where status = 'scheduled'`.execute(db);
  await sql`alter table page_revisions drop constraint page_revisions_status_check`.execute(db);
  await sql`alter table page_revisions add constraint page_revisions_status_check check (status in ('draft', 'published', 'history'))`.execute(db);
}
