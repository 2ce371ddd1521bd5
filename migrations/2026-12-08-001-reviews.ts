import { sql, type Kysely } from "kysely";

// Issue 45, review before publish: a review per draft (a page's, or a content item's), one thread
// of events (submission, comments optionally on one module, answers, decisions: who and when),
// the sections where an Administrator requires review even for Publishers (two-person rule), and
// each account's choice to receive review notices by e-mail.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("reviews")
    .addColumn("id", "serial", (c) => c.primaryKey())
    /** page (page_id) or content (content_kind + item_id). */
    .addColumn("target_kind", "text", (c) => c.notNull().check(sql`target_kind in ('page', 'content')`))
    .addColumn("page_id", "integer", (c) => c.references("pages.id").onDelete("cascade"))
    .addColumn("content_kind", "text")
    .addColumn("item_id", "integer")
    /** The section asked by the gate: the page's English path or the content kind, at submission. */
    .addColumn("section", "text", (c) => c.notNull())
    /** The locale the draft was submitted from (the link in the notices opens it). */
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("state", "text", (c) => c.notNull().defaultTo("open").check(sql`state in ('open', 'changesRequested', 'approved', 'withdrawn', 'published')`))
    .addColumn("submitted_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("submitted_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    /** While approved: the draft version approved; an edit moves the draft on and voids it. */
    .addColumn("approved_version", "integer")
    /** While approved for a time: when the scheduler publishes it. */
    .addColumn("publish_at", "timestamptz")
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("reviews_target", sql`(target_kind = 'page' and page_id is not null) or (target_kind = 'content' and content_kind is not null and item_id is not null)`)
    .execute();
  // One review in progress per draft; closed ones (withdrawn, published) stay as the record.
  await sql`create unique index reviews_active_page on reviews (page_id) where target_kind = 'page' and state in ('open', 'changesRequested', 'approved')`.execute(db);
  await sql`create unique index reviews_active_item on reviews (content_kind, item_id) where target_kind = 'content' and state in ('open', 'changesRequested', 'approved')`.execute(db);
  await db.schema.createIndex("reviews_state").on("reviews").columns(["state", "updated_at"]).execute();
  await db.schema.createIndex("reviews_submitted_by").on("reviews").column("submitted_by").execute();

  await db.schema
    .createTable("review_events")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("review_id", "integer", (c) => c.notNull().references("reviews.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`kind in ('submitted', 'resubmitted', 'comment', 'answer', 'changesRequested', 'approved', 'approvalVoided', 'withdrawn', 'published')`),
    )
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    /** The name at the time (the account may be renamed or deleted later). */
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("message", "text")
    /** A comment on one module of the draft (page_modules.id). */
    .addColumn("module_id", "text")
    /** approved: the version and the publication time; approvalVoided: the version that voided it. */
    .addColumn("detail", "jsonb")
    .addColumn("at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("review_events_review").on("review_events").columns(["review_id", "id"]).execute();

  await db.schema
    .createTable("review_sections")
    /** A page subtree by its English path ("/investors") or a content kind ("news"). */
    .addColumn("section", "text", (c) => c.primaryKey())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.alterTable("users").addColumn("review_mail", "boolean", (c) => c.notNull().defaultTo(true)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("review_mail").execute();
  await db.schema.dropTable("review_sections").ifExists().execute();
  await db.schema.dropTable("review_events").ifExists().execute();
  await db.schema.dropTable("reviews").ifExists().execute();
}
