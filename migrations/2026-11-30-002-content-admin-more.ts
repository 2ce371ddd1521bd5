import { sql, type Kysely } from "kysely";

// Issue 23, the other kinds: the same admin columns as migration 2026-11-30-001 (published, draft,
// revision, updated_at, updated_by) for blog posts, employee stories, team members, FAQ, channel
// partners, representatives, office locations, product series and categories, and inventory.
export const MORE_ADMIN_TABLES = [
  "blog_posts",
  "employee_stories",
  "team_members",
  "faq_items",
  "channel_partners",
  "representatives",
  "office_locations",
  "series",
  "product_categories",
  "inventory_items",
] as const;

// Visitor lists of these tables read published rows only: their indexes become partial.
const LIST_INDEXES: [name: string, table: string, columns: string][] = [
  ["blog_posts_list", "blog_posts", "published_at desc, id desc"],
  ["blog_posts_list_author", "blog_posts", "author_id, published_at desc, id desc"],
  ["employee_stories_list", "employee_stories", "publish_from desc, id desc"],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of MORE_ADMIN_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("published", "boolean", (c) => c.notNull().defaultTo(true))
      .addColumn("draft", "jsonb")
      .addColumn("revision", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
      .execute();
    await db.schema.createIndex(`${table}_admin_recent`).on(table).columns(["updated_at", "id"]).execute();
  }
  for (const [name, table, columns] of LIST_INDEXES) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
    await sql`create index ${sql.id(name)} on ${sql.table(table)} (${sql.raw(columns)}) where published`.execute(db);
  }
  // Files stream in slices (ADR 046): stored uncompressed out of line, a slice reads only its own
  // TOAST chunks instead of decompressing the whole file per slice. Applies to files written from now on.
  await sql`alter table media alter column bytes set storage external`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table media alter column bytes set storage extended`.execute(db);
  for (const [name, table, columns] of LIST_INDEXES) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
    await sql`create index ${sql.id(name)} on ${sql.table(table)} (${sql.raw(columns)})`.execute(db);
  }
  for (const table of MORE_ADMIN_TABLES) {
    await db.schema.dropIndex(`${table}_admin_recent`).ifExists().execute();
    for (const column of ["updated_by", "updated_at", "revision", "draft", "published"]) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
