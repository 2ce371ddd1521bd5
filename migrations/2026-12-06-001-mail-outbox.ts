import { sql, type Kysely } from "kysely";

// Issue 44, the mail outbox: a message is written here in the same transaction as what it
// reports (a stored submission, an account link, a review step); a background worker in each
// server process claims due rows (FOR UPDATE SKIP LOCKED), marks them "sending" and counts the
// attempt before it talks to the SMTP server, and records the outcome. Each row carries its own
// Message-ID from the start, so every attempt sends the same message.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    /** What the message is about: form (a notification), formTest, account, review, confirmation. */
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('form', 'formTest', 'account', 'review', 'confirmation')`))
    .addColumn("form_id", "integer", (c) => c.references("forms.id").onDelete("set null"))
    .addColumn("submission_id", "bigint", (c) => c.references("form_submissions.id").onDelete("set null"))
    /** "<random@host>", made at enqueue: every attempt of this row sends the same Message-ID. */
    .addColumn("message_id", "text", (c) => c.notNull().unique())
    /** The From mailbox; null: MAIL_FROM at send time (written here when it is sent). */
    .addColumn("sender", "text")
    /** { to: string[], cc: string[], bcc: string[] }, each address checked at enqueue. */
    .addColumn("recipients", "jsonb", (c) => c.notNull())
    .addColumn("reply_to", "text")
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text")
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("queued").check(sql`status in ('queued', 'sending', 'delivered', 'retrying', 'failed', 'unconfigured')`),
    )
    /** Attempts that may have reached the SMTP server (counted when claimed, before the send). */
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    /** When it is due; while "sending", when that attempt's claim lapses. */
    .addColumn("next_attempt_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    /** The SMTP server's last answer on a failure (or why nothing was sent). */
    .addColumn("last_error", "text")
    /** The SMTP server's answer on delivery ("250 2.0.0 Ok: queued as 4Xyz…"). */
    .addColumn("smtp_message_id", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("delivered_at", "timestamptz")
    .execute();
  await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("mail_outbox_form").on("mail_outbox").columns(["form_id", "created_at"]).execute();
  await db.schema.createIndex("mail_outbox_submission").on("mail_outbox").column("submission_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("mail_outbox").ifExists().execute();
}
