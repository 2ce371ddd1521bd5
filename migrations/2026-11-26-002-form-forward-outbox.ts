import { sql, type Kysely } from "kysely";

// The forwarding outbox: a submission to a form with an actionUrl is stored with one row here,
// in the same transaction; a background worker in each server process claims due rows
// (FOR UPDATE SKIP LOCKED, so N instances deliver each once), posts them, and retries with
// backoff. Its status, attempts and last error are copied onto the submission for the editors.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("form_forwards")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("submission_id", "bigint", (c) => c.notNull().unique().references("form_submissions.id").onDelete("cascade"))
    /** The form's actionUrl when the submission arrived. */
    .addColumn("action_url", "text", (c) => c.notNull())
    /** The JSON body to post: values, destination, form. */
    .addColumn("payload", "jsonb", (c) => c.notNull())
    /** pending, sent, failed (gave up) */
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    /** When it is due; while an attempt runs, when that attempt's claim lapses. */
    .addColumn("next_attempt_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    /** Our code for the last failure (never the receiver's text), e.g. serverError:503. */
    .addColumn("last_error", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index form_forwards_due on form_forwards (next_attempt_at, id) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("form_forwards").ifExists().execute();
}
