import { sql, type RawBuilder } from "kysely";
import { LOCALES, type Locale } from "~/i18n/locales";
import { href, type Alternates, type RouteName } from "~/i18n/route-table";
import { VARIANT_LOCALES, type SiteVariant } from "~/site/variants";

/*
 * Slugs per locale (issue 23, ADR 057): English is the `slug` column; another locale's slug is
 * `content -> <locale> ->> 'slug'`; a locale without one uses the English slug (like the texts).
 */

const column = (alias: string | undefined, name: string) => sql.ref(alias ? `${alias}.${name}` : name);

/** A row's slug in a locale (its own there, else English), in SQL; `alias` names a joined table. */
export function localSlugSql(locale: Locale, alias?: string): RawBuilder<string> {
  if (locale === "en") return sql<string>`${column(alias, "slug")}`;
  return sql<string>`coalesce(nullif(${column(alias, "content")} -> ${sql.lit(locale)} ->> 'slug', ''), ${column(alias, "slug")})`;
}

/** Every locale's slug of a row (fallback applied), as one jsonb object: the page's addresses in all locales. */
export function localSlugsSql(alias?: string): RawBuilder<Record<Locale, string>> {
  return sql<Record<Locale, string>>`jsonb_build_object(${sql.join(LOCALES.map((locale) => sql`${sql.lit(locale)}, ${localSlugSql(locale, alias)}`))})`;
}

/**
 * Rows a detail address in a locale may be for: the slug is theirs in that locale, or their English
 * slug (answered with a 301 to the local one). Both are indexed (the column's unique index and
 * migration 2026-12-02-101's per-locale ones).
 */
export function answersToSlug(locale: Locale, slug: string, alias?: string): RawBuilder<boolean> {
  const english = sql<boolean>`${column(alias, "slug")} = ${slug}`;
  if (locale === "en") return english;
  return sql<boolean>`(${english} or ${column(alias, "content")} -> ${sql.lit(locale)} ->> 'slug' = ${slug})`;
}

/** A row's slug in a locale from its `slug` column and `content` (its own there, else English). */
export function localSlugOf(row: Record<string, unknown>, locale: Locale): string | null {
  if (typeof row.slug !== "string") return null;
  const own = locale === "en" ? undefined : (row.content as Record<string, { slug?: unknown } | undefined> | null | undefined)?.[locale]?.slug;
  return typeof own === "string" && own !== "" ? own : row.slug;
}

/**
 * A detail page answers at its slug in the visitor's locale only: any other slug it was found by
 * (the English one where the locale has its own) is a 301 to it (one address per page, as CMS pages).
 * Returns the page's address in each of the site's locales (hreflang, the locale switcher). A
 * preview (issue 25) answers at any slug of its item: a redirect would lose its link.
 */
export function detailAlternates(
  { route, param, requested, locale, site, preview = false }: { route: RouteName; param: string; requested: string; locale: Locale; site: SiteVariant; preview?: boolean },
  slugs: Record<Locale, string>,
): Alternates {
  const own = slugs[locale] ?? slugs.en;
  if (own !== requested && !preview) throw new Response(null, { status: 301, headers: { Location: href(route, locale, { [param]: own }), "Cache-Control": "public, max-age=300" } });
  return Object.fromEntries(VARIANT_LOCALES[site].map((l) => [l, href(route, l, { [param]: slugs[l] ?? slugs.en })]));
}
