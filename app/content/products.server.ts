import type { Db } from "../../db";
import type { ProductStatus } from "../../db/schema";
import type { Locale } from "~/i18n/locales";
import type { Paging } from "~/lib/pagination";
import { sql } from "kysely";
import { editableRow } from "./item-preview.server";
import { answersToSlug, localSlugSql, localSlugsSql } from "./local-slugs.server";
import { pagedByIds } from "./paged.server";
import { countOf, limitOffset, localizedJson } from "./sql.server";

import { PRODUCT_STATUSES } from "./product-statuses";

export { PRODUCT_STATUSES };

export function isProductStatus(value: string): value is ProductStatus {
  return (PRODUCT_STATUSES as readonly string[]).includes(value);
}

/** A product's text in one locale; `displayName` translates the `display_name` column (English, SPEC §3.7 displayName). */
export type ProductText = { summary: string; description?: string; displayName?: string };

/**
 * A product's display name in a locale (`p` = products): the locale's own `displayName` in
 * `content` when it has one, else the column. Selected as `display_name`, so every screen,
 * card and alt text that shows the column shows the locale's name.
 */
export function productDisplayName(locale: Locale) {
  return sql<string>`coalesce(${sql.ref("p.content")} -> ${sql.lit(locale)} ->> 'displayName', ${sql.ref("p.display_name")})`.as("display_name");
}

/**
 * Published products with their series and category when those are published too (an
 * unpublished series or category is not shown: its columns read null, the product still shows).
 */
function products(db: Db) {
  return db
    .selectFrom("products as p")
    .where("p.published", "=", true)
    .leftJoin("series as s", (join) => join.onRef("s.id", "=", "p.series_id").on("s.published", "=", true))
    .leftJoin("product_categories as c", (join) => join.onRef("c.id", "=", "p.category_id").on("c.published", "=", true));
}

/**
 * `slug` stays the English slug: the product's stable key (compare URLs, the CSV, module picks);
 * `localSlug` is its address in the locale (its own there, else English; ADR 057): links use it.
 */
function columns(locale: Locale) {
  return [
    "p.id",
    "p.slug",
    localSlugSql(locale, "p").as("localSlug"),
    "p.name",
    productDisplayName(locale),
    "p.status",
    "p.product_class",
    "p.price_usd",
    "p.properties",
    "p.image_id",
    "p.category_id",
    "p.series_id",
    "s.name as series",
    "c.slug as categorySlug",
    localizedJson<{ title: string }>("c.content", locale, ["description"]).as("categoryText"),
    localizedJson<ProductText>("p.content", locale).as("text"),
  ] as const;
}

/**
 * The catalogue, by name, filtered by category slug and status. Unknown filter values are
 * passed on and match nothing (the screen shows its empty state).
 */
export function listProducts(db: Db, locale: Locale, paging: Paging, { category, status }: { category?: string; status?: string } = {}) {
  // Counted and paged on products alone (its indexes: name, category, status); the category by
  // its id; series, category texts and the jsonb content only for the page's rows.
  let q = db.selectFrom("products as p").where("p.published", "=", true);
  if (category) q = q.where("p.category_id", "=", (eb) => eb.selectFrom("product_categories").select("id").where("slug", "=", category).where("published", "=", true));
  if (status) q = isProductStatus(status) ? q.where("p.status", "=", status) : q.where("p.id", "<", 0);
  return pagedByIds(
    paging,
    () => countOf(q),
    (limit, offset) => limitOffset(q.select("p.id").orderBy("p.name").orderBy("p.id"), limit, offset).execute(),
    (ids) => products(db).select(columns(locale)).where("p.id", "in", ids).execute(),
  );
}

/**
 * The product a detail address names in a locale: by its slug there or its English one (the screen
 * answers the latter with 301 to the former); `slugs`: its slug in every locale (hreflang).
 */
export function findProduct(db: Db, locale: Locale, slug: string) {
  return products(db)
    .select([...columns(locale), localSlugsSql("p").as("slugs")])
    .where(answersToSlug(locale, slug, "p"))
    .executeTakeFirst();
}

/**
 * Several products by slug, in the order asked for; unknown slugs are skipped. A compare URL names
 * products by their English slug (the stable key, ADR 057); a slug of the locale finds its product too.
 */
export async function findProducts(db: Db, locale: Locale, slugs: string[]) {
  if (slugs.length === 0) return [];
  const rows = await products(db)
    .select(columns(locale))
    .where(sql<boolean>`(${sql.join(slugs.map((slug) => answersToSlug(locale, slug, "p")), sql` or `)})`)
    .execute();
  const found = slugs.flatMap((slug) => rows.filter((row) => row.slug === slug || row.localSlug === slug));
  return [...new Map(found.map((row) => [row.id, row])).values()];
}

export type ProductRow = Awaited<ReturnType<typeof findProducts>>[number];

/** Products by id, in the order asked for; unknown ids are skipped (the product modules' picks). */
export async function findProductsById(db: Db, locale: Locale, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await products(db).select(columns(locale)).where("p.id", "in", ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Product `id` as its preview link shows it (its editable state, published or not), as `findProduct` answers (issue 25). */
export function findProductPreview(db: Db, locale: Locale, id: number) {
  return db
    .selectFrom(editableRow("products", id, ["properties"]).as("p"))
    .leftJoin("series as s", (join) => join.onRef("s.id", "=", "p.series_id").on("s.published", "=", true))
    .leftJoin("product_categories as c", (join) => join.onRef("c.id", "=", "p.category_id").on("c.published", "=", true))
    .select([...columns(locale), localSlugsSql("p").as("slugs")])
    .executeTakeFirst();
}

/** The products of some (published) series, series by series in the order asked for, each by name. */
export async function productsInSeries(db: Db, locale: Locale, seriesIds: number[]): Promise<ProductRow[]> {
  if (seriesIds.length === 0) return [];
  const rows = await products(db).select(columns(locale)).where("p.series_id", "in", seriesIds).where("s.id", "is not", null).orderBy("p.name").orderBy("p.id").execute();
  return seriesIds.flatMap((id) => rows.filter((row) => row.series_id === id));
}

/** The products of some (published) categories by name, at most `limit`; obsolete ones only when asked for. */
export function productsInCategories(db: Db, locale: Locale, categoryIds: number[], { limit, includeObsolete = true }: { limit: number; includeObsolete?: boolean }) {
  if (categoryIds.length === 0) return Promise.resolve([] as ProductRow[]);
  let q = products(db).where("p.category_id", "in", categoryIds).where("c.id", "is not", null);
  if (!includeObsolete) q = q.where("p.status", "!=", "obsolete");
  return q.select(columns(locale)).orderBy("p.name").orderBy("p.id").limit(limit).execute();
}

/** Published categories by id, in the order asked for, with their property names and localized title. */
export async function findCategoriesById(db: Db, locale: Locale, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("product_categories")
    .select(["id", "slug", "primary_properties", "secondary_properties", localizedJson<{ title: string; description?: string }>("content", locale).as("text")])
    .where("id", "in", ids)
    .where("published", "=", true)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Every product's slug and name in the locale (the compare form's choices). */
export function productOptions(db: Db, locale: Locale) {
  return db.selectFrom("products as p").where("p.published", "=", true).select(["p.slug", "p.name", productDisplayName(locale)]).orderBy("p.name").execute();
}

/** The published categories (the catalogue's filter). */
export function listCategories(db: Db, locale: Locale) {
  return db
    .selectFrom("product_categories")
    .select(["id", "slug", "primary_properties", "secondary_properties", localizedJson<{ title: string; description?: string }>("content", locale).as("text")])
    .where("published", "=", true)
    .orderBy("id")
    .execute();
}

/** The product slugs a compare URL asks for: ?products=a,b and/or repeated ?product=, de-duplicated, in order. */
export function compareSlugs(params: URLSearchParams): string[] {
  const raw = [...params.getAll("products").flatMap((v) => v.split(",")), ...params.getAll("product")];
  return [...new Set(raw.map((s) => s.trim().toLowerCase()).filter((s) => /^[a-z0-9-]{1,100}$/.test(s)))];
}
