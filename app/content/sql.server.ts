import { sql, type RawBuilder, type SelectQueryBuilder } from "kysely";
import type { Locale } from "~/i18n/locales";

/* Small SQL helpers shared by the content query functions (one file per content kind). */

/** SQL limit/offset; `null` is the "all" page size. */
export function limitOffset<DB, TB extends keyof DB, O>(q: SelectQueryBuilder<DB, TB, O>, limit: number | null, offset: number) {
  return limit === null ? q : q.limit(limit).offset(offset);
}

/** `count(*)` of a query's rows (pg answers a string, PGlite a number: Number() both). */
export async function countOf<DB, TB extends keyof DB, O>(q: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await q.select(sql<number | string>`count(*)`.as("count")).executeTakeFirstOrThrow();
  return Number((row as unknown as { count: number | string }).count);
}

/**
 * A locale's entry of a jsonb `content` column ({"en": {...}, "de": {...}}), falling back to
 * English field by field (a German title without a German body: German title, English body; the
 * same rule as lib/format's localized), computed in SQL so only one locale's text leaves the
 * database. `omit` drops keys (e.g. the HTML body on listings).
 */
export function localizedJson<T>(column: string, locale: Locale, omit: readonly string[] = []): RawBuilder<T | null> {
  const ref = sql.ref(column);
  const own = sql`${ref} -> ${sql.lit(locale)}`;
  const entry =
    locale === "en"
      ? sql`${ref} -> 'en'`
      : sql`case when jsonb_typeof(${own}) = 'object' and jsonb_typeof(${ref} -> 'en') = 'object' then (${ref} -> 'en') || (${own}) else coalesce(${own}, ${ref} -> 'en') end`;
  if (omit.length === 0) return sql<T | null>`${entry}`;
  return sql<T | null>`(${entry}) - array[${sql.join(omit.map((key) => sql.lit(key)))}]::text[]`;
}

/** Published rows only: the timestamp column is not in the future. */
export function isPublished(column: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} <= now()`;
}
