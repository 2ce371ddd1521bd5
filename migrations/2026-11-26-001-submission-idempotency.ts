import type { Kysely } from "kysely";

// A public form submission carries the captcha token it spent (ALTCHA challenge signature or the
// no-JS question's nonce) as an idempotency key: a retried POST of a stored submission finds it
// and answers like the first, and the unique key makes a second row impossible (issue 28, ADR 029).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("form_submissions").addColumn("idempotency_key", "text").execute();
  await db.schema.createIndex("form_submissions_idempotency_key").unique().on("form_submissions").column("idempotency_key").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("form_submissions_idempotency_key").ifExists().execute();
  await db.schema.alterTable("form_submissions").dropColumn("idempotency_key").execute();
}
