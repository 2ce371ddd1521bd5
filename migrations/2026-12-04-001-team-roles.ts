import { sql, type Kysely } from "kysely";

// Issue 43, a team runs the site: every account has a role and a scope. Existing accounts were
// made by `npm run user:create`, which made administrators: the default keeps them what they were.
// `locales` and `sections` null: every locale, every section. An inactive account keeps its row
// (its name stays on history and audit entries) and its sessions stop at their next request.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("administrator").check(sql`role in ('administrator', 'publisher', 'editor', 'translator')`))
    .addColumn("locales", sql`text[]`)
    .addColumn("sections", sql`text[]`)
    .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("last_sign_in_at", "timestamptz")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("last_sign_in_at").dropColumn("active").dropColumn("sections").dropColumn("locales").dropColumn("role").execute();
}
