import { sql, type Kysely } from "kysely";

// Issue 27 item 3: an index for each list's filter and order, holding the sort keys and the id,
// so a list page's ids (and its count) come from an index-only walk; the content of the page's
// rows is read afterwards by id. Deep pages then cost an index walk, not a sort of the table.
const INDEXES: [name: string, table: string, columns: string][] = [
  ["news_articles_list", "news_articles", "news_type, published_at desc, id desc"],
  ["news_articles_list_category", "news_articles", "news_type, category, published_at desc, id desc"],
  ["blog_posts_list", "blog_posts", "published_at desc, id desc"],
  ["blog_posts_list_author", "blog_posts", "author_id, published_at desc, id desc"],
  ["events_list", "events", "kind, starts_at, id"],
  ["jobs_list", "jobs", "published_at desc, id desc"],
  ["jobs_list_city", "jobs", "city, published_at desc, id desc"],
  ["employee_stories_list", "employee_stories", "publish_from desc, id desc"],
  ["products_list", "products", "name, id"],
  ["products_list_category", "products", "category_id, name, id"],
  ["products_list_status", "products", "status, name, id"],
  ["downloads_list", "downloads", "content_date desc, id desc"],
  ["downloads_list_kind", "downloads", "kind, content_date desc, id desc"],
  ["form_submissions_list", "form_submissions", "form_id, created_at desc, id desc"],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of INDEXES) {
    await sql`create index if not exists ${sql.id(name)} on ${sql.table(table)} (${sql.raw(columns)})`.execute(db);
  }
  // Superseded by form_submissions_list (same leading columns, plus the id the order ends with).
  await sql`drop index if exists form_submissions_form_created`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists form_submissions_form_created on form_submissions (form_id, created_at)`.execute(db);
  for (const [name] of INDEXES) await sql`drop index if exists ${sql.id(name)}`.execute(db);
}
