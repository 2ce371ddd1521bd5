import { sql, type Kysely } from "kysely";

// Issue 23 follow-up (ADR 057): products have a slug per locale too, stored as the other kinds'
// (`content -> <locale> ->> 'slug'`, none there: the English `slug` column). One unique index per
// locale, as migration 2026-12-02-101 made for news, blog posts, events and stories: two products
// cannot take the same slug in a locale, and the product page finds its row by it.
// Kept apart from app code (migrations never import it): the locales are listed here.
const OTHER_LOCALES = ["de", "cn", "jp", "kr"] as const;

const indexName = (locale: string) => `products_slug_${locale}`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const locale of OTHER_LOCALES) {
    await sql`create unique index ${sql.id(indexName(locale))} on products ((content -> ${sql.lit(locale)} ->> 'slug'))`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const locale of OTHER_LOCALES) await sql`drop index if exists ${sql.id(indexName(locale))}`.execute(db);
}
