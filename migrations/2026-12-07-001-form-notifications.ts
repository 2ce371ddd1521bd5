import { sql, type Kysely } from "kysely";

// Issue 44, form notifications: each form keeps its notification settings (on/off, to, cc, bcc,
// the form's e-mail field answered to, a subject with {{field}} placeholders, and the optional
// confirmation to the visitor) as one JSON object; `{}` is "off". The outbox gets `seen_at`:
// a failed message shows in the editor toolbar until an editor has opened it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("forms")
    .addColumn("notification", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.alterTable("mail_outbox").addColumn("seen_at", "timestamptz").execute();
  await sql`create index mail_outbox_failed_unseen on mail_outbox (id) where status = 'failed' and seen_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("mail_outbox_failed_unseen").ifExists().execute();
  await db.schema.alterTable("mail_outbox").dropColumn("seen_at").execute();
  await db.schema.alterTable("forms").dropColumn("notification").execute();
}
