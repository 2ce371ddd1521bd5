import { sql, type Kysely } from "kysely";

// Issue 23: items with a detail page have a slug per locale. English stays the `slug` column; another
// locale's slug is `content -> <locale> ->> 'slug'` (with that locale's texts, so a draft holds it and
// Publish applies it like the texts); none there: the English slug. One unique index per table and
// locale: two rows cannot take the same slug in a locale, and a detail page finds its row by it.
// Kept apart from app code (migrations never import it): the tables and locales are listed here.
const LOCAL_SLUG_TABLES = ["news_articles", "blog_posts", "events", "employee_stories"] as const;
const OTHER_LOCALES = ["de", "cn", "jp", "kr"] as const;

const indexName = (table: string, locale: string) => `${table}_slug_${locale}`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of LOCAL_SLUG_TABLES) {
    for (const locale of OTHER_LOCALES) {
      await sql`create unique index ${sql.id(indexName(table, locale))} on ${sql.table(table)} ((content -> ${sql.lit(locale)} ->> 'slug'))`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of LOCAL_SLUG_TABLES) {
    for (const locale of OTHER_LOCALES) await sql`drop index if exists ${sql.id(indexName(table, locale))}`.execute(db);
  }
}
