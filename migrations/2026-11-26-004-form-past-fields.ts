import { sql, type Kysely } from "kysely";

// Issue 27 item 4: the submissions list's columns come from the form's own definition plus the
// value names of its earlier versions, kept here when the form is saved, instead of scanning every
// submission for its keys on each view. Filled once from the submissions stored so far.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("forms").addColumn("past_field_names", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`)).execute();
  await sql`
    update forms f set past_field_names = coalesce(
      (select jsonb_agg(k order by k) from (select distinct jsonb_object_keys(s."values") as k from form_submissions s where s.form_id = f.id) keys),
      '[]'::jsonb)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("forms").dropColumn("past_field_names").execute();
}
