import { sql, type Kysely } from "kysely";

// Issue 25 for content items (ADR 056). Rows are named by their kind's key and id (news and
// career news share one table), so nothing here references the content tables: deleting an item
// deletes its schedules, history and links in the same transaction (content-items.server.ts).
// - content_schedules: "Publish at…" freezes the item's editable state (`snapshot`, the draft's
//   shape) as it was; `item_revision` is the row's revision then. One pending job per item and action.
// - attempts / last_error on both schedule tables: a job that keeps failing is skipped after a
//   few tries instead of blocking the jobs due after it, and editors see why.
// - content_revisions: the item's editable state after each save, publish, restore, discard.
// - preview_links: a link is to a page or to a content item's draft.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_schedules")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull().check(sql`action in ('publish', 'unpublish')`))
    .addColumn("due_at", "timestamptz", (c) => c.notNull())
    .addColumn("time_zone", "text", (c) => c.notNull())
    .addColumn("snapshot", "jsonb")
    .addColumn("item_revision", "integer", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .execute();
  await db.schema.createIndex("content_schedules_one_per_action").on("content_schedules").columns(["kind", "item_id", "action"]).unique().execute();
  await db.schema.createIndex("content_schedules_due").on("content_schedules").columns(["due_at"]).execute();
  await db.schema.alterTable("publish_schedules").addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0)).addColumn("last_error", "text").execute();

  await db.schema
    .createTable("content_revisions")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull().check(sql`action in ('save', 'publish', 'restore', 'discard', 'scheduledPublish')`))
    .addColumn("locale", "text")
    .addColumn("item_revision", "integer", (c) => c.notNull())
    .addColumn("snapshot", "jsonb", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("content_revisions_item").on("content_revisions").columns(["kind", "item_id", "id"]).execute();

  await sql`alter table preview_links alter column page_id drop not null`.execute(db);
  await db.schema.alterTable("preview_links").addColumn("kind", "text").addColumn("item_id", "integer").execute();
  await sql`alter table preview_links add constraint preview_links_one_target check ((page_id is null) <> (item_id is null) and (item_id is null) = (kind is null))`.execute(db);
  await db.schema.createIndex("preview_links_item").on("preview_links").columns(["kind", "item_id", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from preview_links where page_id is null`.execute(db);
  await db.schema.dropIndex("preview_links_item").execute();
  await sql`alter table preview_links drop constraint preview_links_one_target`.execute(db);
  await db.schema.alterTable("preview_links").dropColumn("item_id").dropColumn("kind").execute();
  await sql`alter table preview_links alter column page_id set not null`.execute(db);
  await db.schema.dropTable("content_revisions").execute();
  await db.schema.alterTable("publish_schedules").dropColumn("last_error").dropColumn("attempts").execute();
  await db.schema.dropTable("content_schedules").execute();
}
