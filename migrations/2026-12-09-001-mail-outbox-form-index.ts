import { sql, type Kysely } from "kysely";

// Issue 44, the cost of a form notification: every submission with its notification on writes one
// mail_outbox row, and each index on the table is written with it. mail_outbox_form (form_id,
// created_at) served no query: the mail log lists newest first by id (the primary key, keyset
// pages) with form_id only as a filter, and "forms with messages" is one semi-join over the
// table. It is dropped; mail_outbox_submission stays (the submission foreign key's ON DELETE
// SET NULL looks rows up by it when submissions are deleted).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists mail_outbox_form`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists mail_outbox_form on mail_outbox (form_id, created_at)`.execute(db);
}
