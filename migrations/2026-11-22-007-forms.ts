import { sql, type Kysely } from "kysely";

// Custom forms built in the form builder (SPEC §3.3), their stored submissions, and spent
// captcha challenges (a solved challenge is accepted once).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("forms")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    /** The field definitions as the builder saves them; parsed (and rejected if invalid) on read. */
    .addColumn("content", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("destination", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("action_url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("success_url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("additional_buttons", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("form_submissions")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("form_id", "integer", (c) => c.references("forms.id").onDelete("set null"))
    .addColumn("form_title", "text", (c) => c.notNull())
    .addColumn("values", "jsonb", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("page_path", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("destination", "text", (c) => c.notNull().defaultTo(""))
    /** none (no actionUrl), sent, failed */
    .addColumn("forward_status", "text", (c) => c.notNull().defaultTo("none"))
    .addColumn("forward_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("forward_error", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("form_submissions_form_created").on("form_submissions").columns(["form_id", "created_at"]).execute();

  await db.schema
    .createTable("captcha_spent")
    .addColumn("signature", "text", (c) => c.primaryKey())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("captcha_spent").ifExists().execute();
  await db.schema.dropTable("form_submissions").ifExists().execute();
  await db.schema.dropTable("forms").ifExists().execute();
}
