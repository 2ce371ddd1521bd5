import { sql, type Kysely } from "kysely";

// Issue 25, undo/redo: every draft write is a step that keeps the draft as it was before
// (`snapshot_id`, a revision of status 'step'); an undone step also keeps the draft as it was
// when undone (`redo_id`). Publish and Discard end the draft and its steps.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table page_revisions drop constraint page_revisions_status_check`.execute(db);
  await sql`alter table page_revisions add constraint page_revisions_status_check check (status in ('draft', 'published', 'history', 'scheduled', 'step'))`.execute(db);
  await db.schema
    .createTable("draft_steps")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("page_id", "integer", (c) => c.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("snapshot_id", "integer", (c) => c.notNull().references("page_revisions.id").onDelete("cascade"))
    .addColumn("redo_id", "integer", (c) => c.references("page_revisions.id").onDelete("set null"))
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("module_type", "text")
    .addColumn("locale", "text")
    .addColumn("undone", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("draft_steps_page").on("draft_steps").columns(["page_id", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("draft_steps").execute();
  await sql`delete from page_revisions where status = 'step'`.execute(db);
  await sql`alter table page_revisions drop constraint page_revisions_status_check`.execute(db);
  await sql`alter table page_revisions add constraint page_revisions_status_check check (status in ('draft', 'published', 'history', 'scheduled'))`.execute(db);
}
