import type { Kysely } from "kysely";

// Issue 43: form submissions hold personal data. Administrators read every form's; an
// administrator may also give another account the right to one form's submissions (view, CSV,
// delete). A row per form and account; it goes with the form or the account.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("form_submission_readers")
    .addColumn("form_id", "integer", (c) => c.notNull().references("forms.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("form_submission_readers_pkey", ["form_id", "user_id"])
    .execute();
  await db.schema.createIndex("form_submission_readers_user").on("form_submission_readers").column("user_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("form_submission_readers").execute();
}
