import { sql, type Kysely } from "kysely";

// Issue 25, undo / redo of content items (ADR 056): a save, restore or discard of an item is a step
// of its draft. The history row of that write keeps the editable state before it (`before`; for a
// published row also whether it had a draft then, `before_draft`) and where the step stands
// (`step`: done, undone, or dropped once a new step or a publish made it unreachable; a dropped
// step's `before` is cleared). Undo and redo are history rows of their own.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table content_revisions drop constraint content_revisions_action_check`.execute(db);
  await sql`alter table content_revisions add constraint content_revisions_action_check check (action in ('save', 'publish', 'restore', 'discard', 'scheduledPublish', 'undo', 'redo'))`.execute(db);
  await db.schema
    .alterTable("content_revisions")
    .addColumn("before", "jsonb")
    .addColumn("before_draft", "boolean")
    .addColumn("step", "text", (c) => c.check(sql`step in ('done', 'undone', 'dropped')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("content_revisions").dropColumn("step").dropColumn("before_draft").dropColumn("before").execute();
  await sql`delete from content_revisions where action in ('undo', 'redo')`.execute(db);
  await sql`alter table content_revisions drop constraint content_revisions_action_check`.execute(db);
  await sql`alter table content_revisions add constraint content_revisions_action_check check (action in ('save', 'publish', 'restore', 'discard', 'scheduledPublish'))`.execute(db);
}
