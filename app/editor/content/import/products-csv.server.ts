import { stringify } from "csv-stringify/sync";
import { sql } from "kysely";
import type { Db } from "../../../../db";
import { reindexContentRow } from "~/content/search-index.server";
import { PRODUCT_STATUSES } from "~/content/product-statuses";
import { safeCsvCell } from "~/forms/csv-cell";
import { LOCALES, type Locale } from "~/i18n/locales";
import { changeContent } from "~/lib/content-events.server";
import { sanitizeRichText } from "~/lib/sanitize.server";
import { readCsv, type CsvProblem } from "./csv-file.server";
import { endContentSteps } from "../content-revisions.server";

/**
 * The catalogue as CSV (issue 23): one row per product and locale. Structure columns are read from
 * a product's English row only; every row carries its locale's display name, summary and description.
 * `slug` is the English slug, the row's key; a product's slugs in other locales are not in the file
 * (ADR 057) and an import keeps them.
 */
export const PRODUCT_COLUMNS = ["slug", "locale", "name", "display_name", "status", "product_class", "category", "series", "price_usd", "summary", "description"] as const;
export const MAX_PRODUCT_ROWS = 20_000;

type Texts = { displayName?: string; summary?: string; description?: string };
type Structure = { name: string; display_name: string; status: string; product_class: string; category_id: number | null; series_id: number | null; price_usd: string | null };
export type ProductImport = { slug: string; structure: Structure | null; texts: Partial<Record<Locale, Texts>>; exists: boolean };
export type ProductsPreview = { products: ProductImport[]; problems: CsvProblem[]; added: number; changed: number };

/** Every product, English row first, then the locales it has its own texts in. */
export async function exportProductsCsv(db: Db): Promise<string> {
  const rows = await db
    .selectFrom("products as p")
    .leftJoin("product_categories as c", "c.id", "p.category_id")
    .leftJoin("series as s", "s.id", "p.series_id")
    .select(["p.slug", "p.name", "p.display_name", "p.status", "p.product_class", "c.slug as category", "s.name as series", "p.price_usd", "p.content"])
    .orderBy("p.name")
    .orderBy("p.id")
    .execute();
  const records: string[][] = [[...PRODUCT_COLUMNS]];
  for (const row of rows) {
    const content = (row.content ?? {}) as Partial<Record<Locale, Texts>>;
    for (const locale of LOCALES) {
      const texts = content[locale];
      if (locale !== "en" && !texts) continue;
      const english = locale === "en";
      records.push([
        row.slug,
        locale,
        english ? row.name : "",
        english ? (texts?.displayName ?? row.display_name) : (texts?.displayName ?? ""),
        english ? row.status : "",
        english ? row.product_class : "",
        english ? (row.category ?? "") : "",
        english ? (row.series ?? "") : "",
        english ? (row.price_usd ?? "") : "",
        texts?.summary ?? "",
        texts?.description ?? "",
      ]);
    }
  }
  return stringify(records.map((cells) => cells.map((cell) => safeCsvCell(String(cell)))), { bom: true, record_delimiter: "\r\n" });
}

/** Reads and checks a catalogue CSV against the database; nothing is written. */
export async function previewProducts(db: Db, text: string): Promise<ProductsPreview> {
  const { rows, problems } = readCsv(text, { columns: PRODUCT_COLUMNS, maxRows: MAX_PRODUCT_ROWS });
  const [products, categories, series] = await Promise.all([
    db.selectFrom("products").select(["id", "slug", "draft"]).execute(),
    // Published categories and series only, as the product form checks them.
    db.selectFrom("product_categories").select(["id", "slug"]).where("published", "=", true).execute(),
    db.selectFrom("series").select(["id", "name"]).where("published", "=", true).execute(),
  ]);
  const existing = new Map(products.map((p) => [p.slug, p]));
  const categoryIds = new Map(categories.map((c) => [c.slug, c.id]));
  const seriesIds = new Map(series.map((s) => [s.name.toLowerCase(), s.id]));
  const bySlug = new Map<string, ProductImport & { line: number }>();
  const seen = new Set<string>();
  for (const { line, cells } of rows) {
    const problem = (column: string, reason: string, params?: Record<string, string | number>) => problems.push({ line, column, reason, params });
    const slug = cells.slug.toLowerCase();
    const locale = cells.locale.toLowerCase() as Locale;
    const slugValid = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 120;
    const localeValid = (LOCALES as readonly string[]).includes(locale);
    if (!slugValid) problem("slug", "csvSlug");
    if (!localeValid) problem("locale", "csvLocale");
    else if (seen.has(`${slug} ${locale}`)) problem("locale", "csvDuplicateRow");
    seen.add(`${slug} ${locale}`);
    if (!slugValid || !localeValid) continue;
    const known = existing.get(slug);
    if (known?.draft) problem("slug", "csvHasDraft");
    const item = bySlug.get(slug) ?? { slug, structure: null, texts: {}, exists: Boolean(known), line };
    bySlug.set(slug, item);
    const texts: Texts = {};
    if (cells.display_name) texts.displayName = cells.display_name.slice(0, 200);
    if (cells.summary) texts.summary = cells.summary.slice(0, 600);
    if (cells.description) texts.description = sanitizeRichText(cells.description);
    if (cells.display_name.length > 200) problem("display_name", "csvTooLong", { n: 200 });
    if (cells.summary.length > 600) problem("summary", "csvTooLong", { n: 600 });
    item.texts[locale] = texts;
    if (locale !== "en") continue;
    for (const column of ["name", "display_name", "status", "product_class"] as const) if (!cells[column]) problem(column, "csvRequired");
    if (cells.status && !(PRODUCT_STATUSES as readonly string[]).includes(cells.status)) problem("status", "csvChoice", { values: PRODUCT_STATUSES.join(", ") });
    const category = cells.category ? categoryIds.get(cells.category.toLowerCase()) : null;
    if (category === undefined) problem("category", "csvUnknown");
    const seriesId = cells.series ? seriesIds.get(cells.series.toLowerCase()) : null;
    if (seriesId === undefined) problem("series", "csvUnknown");
    const priceText = cells.price_usd.replace(",", ".");
    if (priceText && !/^\d{1,10}(\.\d{1,2})?$/.test(priceText)) problem("price_usd", "csvPrice");
    item.structure = {
      name: cells.name.slice(0, 100),
      display_name: cells.display_name.slice(0, 200),
      status: cells.status,
      product_class: cells.product_class.slice(0, 100),
      category_id: category ?? null,
      series_id: seriesId ?? null,
      price_usd: priceText || null,
    };
  }
  for (const item of bySlug.values()) {
    if (!item.exists && !item.structure) problems.push({ line: item.line, column: "locale", reason: "csvNeedsEnglish" });
  }
  problems.sort((a, b) => a.line - b.line);
  const list = [...bySlug.values()].map(({ line: _line, ...item }) => item);
  if (!problems.length && !list.length) problems.push({ line: 2, column: "", reason: "csvEmpty" });
  const changed = list.filter((p) => p.exists).length;
  return { products: list, problems, added: list.length - changed, changed };
}

/**
 * Applies a checked catalogue file in one transaction: new products are added (published), known
 * ones get the file's structure (English row) and texts (each locale row replaces that locale's
 * texts; locales without a row keep theirs). Search is re-indexed for each, caches are emptied.
 */
export async function applyProducts(db: Db, preview: ProductsPreview, editorId: number): Promise<void> {
  if (preview.problems.length) throw new Error("applyProducts: the file has problems");
  await changeContent(db, async (trx, changed) => {
    for (const item of preview.products) {
      const current = await trx.selectFrom("products").select(["id", "content"]).where("slug", "=", item.slug).forUpdate().executeTakeFirst();
      const content = { ...((current?.content ?? {}) as Record<string, Texts & { slug?: string }>) };
      // A locale's row replaces its texts; its slug (ADR 057: not in the file, edited in the form) stays.
      for (const [locale, texts] of Object.entries(item.texts)) content[locale] = content[locale]?.slug ? { ...texts, slug: content[locale].slug } : texts;
      const stamp = { updated_by: editorId, updated_at: new Date() };
      let id: number;
      if (current) {
        await trx
          .updateTable("products")
          .set({ ...(item.structure as Record<string, never> | null), content: JSON.stringify(content), revision: sql<number>`revision + 1`, ...stamp })
          .where("id", "=", current.id)
          .execute();
        // Written without a history row: undoing an earlier step would silently put the file's changes back.
        await endContentSteps(trx, "products", current.id);
        id = current.id;
      } else {
        const inserted = await trx
          .insertInto("products")
          .values({ slug: item.slug, ...item.structure!, status: item.structure!.status as never, properties: "{}", content: JSON.stringify(content), ...stamp })
          .returning("id")
          .executeTakeFirstOrThrow();
        id = inserted.id;
      }
      await reindexContentRow(trx, "products", { id });
    }
    await changed("products:import");
  });
}
