import { sql, type RawBuilder, type Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import type { Locale } from "~/i18n/locales";
import { href } from "~/i18n/route-table";
import { NEWS_CATEGORIES } from "~/content/news-categories";
import { validationMessage } from "../validation-messages";
import type { ContentKindKey } from "./content-kind";
import { propertyLines } from "./kinds/products";
import { dateTimeValue, utcDate } from "./kinds/shared-fields";

/** The tables the content admin writes (migration 2026-11-30-001 gave them their admin columns). */
export type AdminTable = "news_articles" | "jobs" | "downloads" | "events" | "products";

type Values = Record<string, unknown>;

/** Something that uses a content row: what it is and its name. */
export type ContentUse = { kind: "download" | "inventory"; name: string };
type Columns = Record<string, unknown>;

/**
 * Where a kind's rows are stored and how the form's English structure values map onto columns
 * (server-only; the form itself is in content-kinds.ts). Translated texts are not columns: they
 * live in `content` under their locale, the form's field names as keys.
 */
export type ContentStore = {
  table: AdminTable;
  /** Rows of this kind in a shared table (news and career news share news_articles). */
  scope?: { column: "news_type"; value: string };
  /** The editable columns besides `content` (the draft holds them, Publish copies them). */
  columns: readonly string[];
  /** The column the list sorts "by date" on. */
  dateColumn: string;
  /** A published row dated in the future by this column is Scheduled (visitors see it from then). */
  scheduleColumn?: string;
  /** Form field → key in `content.<locale>` where they differ. */
  textKeys?: Record<string, string>;
  toForm(columns: Columns): Values;
  toColumns(values: Values): Columns;
  /** The visitor address of a row (its columns) in a locale, or null when it has no page of its own. */
  viewHref(row: Columns, locale: Locale): string | null;
  /** The list title where the English title is not a text of `content` (a product's display name column). */
  titleSql?: RawBuilder<string>;
  /** What uses the row (named for the editor): Delete is refused while anything does. */
  usesOf?(trx: Transaction<Database>, id: number): Promise<ContentUse[]>;
  /** Field errors for relations that do not hold (checked in the saving transaction). */
  checkRelations?(trx: Transaction<Database>, columns: Columns): Promise<Record<string, string[]>>;
};

const ref = (id: unknown) => (typeof id === "number" ? { id } : undefined);
const idOf = (value: unknown) => (value && typeof value === "object" && "id" in value ? Number((value as { id: unknown }).id) : null);

async function mediaExists(trx: Transaction<Database>, id: unknown, kinds: readonly string[]): Promise<boolean> {
  if (typeof id !== "number") return true;
  const row = await trx.selectFrom("media").select("kind").where("id", "=", id).executeTakeFirst();
  return Boolean(row && kinds.includes(row.kind));
}

function newsStore(newsType: "newsroom" | "career"): ContentStore {
  const categories: readonly string[] = NEWS_CATEGORIES[newsType];
  return {
    table: "news_articles",
    scope: { column: "news_type", value: newsType },
    columns: ["slug", "category", "published_at", "image_id"],
    dateColumn: "published_at",
    scheduleColumn: "published_at",
    toForm: (c) => ({ slug: c.slug, category: categories[Number(c.category)] ?? categories[0], publishedAt: c.published_at ? dateTimeValue(c.published_at as string) : "", image: ref(c.image_id) }),
    toColumns: (v) => ({ slug: v.slug, category: Math.max(0, categories.indexOf(String(v.category))), published_at: utcDate(String(v.publishedAt)).toISOString(), image_id: idOf(v.image), news_type: newsType }),
    viewHref: (row, locale) => (typeof row.slug === "string" ? href(newsType === "career" ? "careerNewsArticle" : "newsArticle", locale, { slug: row.slug }) : null),
    checkRelations: async (trx, c): Promise<Record<string, string[]>> => ((await mediaExists(trx, c.image_id, ["image"])) ? {} : { image: [validationMessage("mediaMissing")] }),
  };
}

const departments = (text: unknown) =>
  String(text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((name) => ({ name }));

const numberOrUndefined = (value: unknown) => (value === null || value === undefined ? undefined : Number(value));

export const CONTENT_STORES: Record<ContentKindKey, ContentStore> = {
  news: newsStore("newsroom"),
  careerNews: newsStore("career"),
  events: {
    table: "events",
    columns: ["slug", "kind", "starts_at", "ends_at", "location", "url", "image_id"],
    dateColumn: "starts_at",
    toForm: (c) => ({
      slug: c.slug,
      kind: c.kind,
      startsAt: c.starts_at ? dateTimeValue(c.starts_at as string) : "",
      endsAt: c.ends_at ? dateTimeValue(c.ends_at as string) : undefined,
      location: c.location || undefined,
      url: c.url ?? undefined,
      image: ref(c.image_id),
    }),
    toColumns: (v) => ({
      slug: v.slug,
      kind: v.kind,
      starts_at: utcDate(String(v.startsAt)).toISOString(),
      ends_at: v.endsAt ? utcDate(String(v.endsAt)).toISOString() : null,
      location: v.location ?? "",
      url: v.url ?? null,
      image_id: idOf(v.image),
    }),
    viewHref: (row, locale) => (typeof row.slug === "string" ? href(row.kind === "career" ? "careerEvent" : "event", locale, { slug: row.slug }) : null),
    checkRelations: async (trx, c): Promise<Record<string, string[]>> => ((await mediaExists(trx, c.image_id, ["image"])) ? {} : { image: [validationMessage("mediaMissing")] }),
  },
  jobs: {
    table: "jobs",
    columns: ["slug", "city", "country", "pensum_min", "pensum_max", "positions", "direct_link", "published_at"],
    dateColumn: "published_at",
    scheduleColumn: "published_at",
    textKeys: { title: "szaTitle" },
    toForm: (c) => ({
      slug: c.slug,
      city: c.city,
      country: c.country,
      pensumMin: numberOrUndefined(c.pensum_min),
      pensumMax: numberOrUndefined(c.pensum_max),
      departments: ((c.positions as { name: string }[] | undefined) ?? []).map((p) => p.name).join("\n"),
      directLink: c.direct_link ?? undefined,
      publishedAt: c.published_at ? dateTimeValue(c.published_at as string) : "",
    }),
    toColumns: (v) => ({
      slug: v.slug,
      city: v.city,
      country: v.country,
      pensum_min: v.pensumMin ?? null,
      pensum_max: v.pensumMax ?? null,
      positions: JSON.stringify(departments(v.departments)),
      direct_link: v.directLink ?? null,
      published_at: utcDate(String(v.publishedAt)).toISOString(),
    }),
    // A job has no page of its own: it is listed on the career list (or links to its application).
    viewHref: (_row, locale) => href("careerList", locale),
  },
  products: {
    table: "products",
    columns: ["slug", "name", "display_name", "status", "product_class", "category_id", "series_id", "price_usd", "image_id", "properties"],
    dateColumn: "created_at",
    titleSql: sql<string>`coalesce(nullif(coalesce(draft -> 'content', content) -> 'en' ->> 'displayName', ''), draft -> 'columns' ->> 'display_name', display_name)`,
    toForm: (c) => ({
      slug: c.slug,
      name: c.name,
      displayName: c.display_name,
      status: c.status,
      productClass: c.product_class,
      category: ref(c.category_id),
      series: ref(c.series_id),
      price: c.price_usd === null || c.price_usd === undefined ? undefined : String(c.price_usd),
      image: ref(c.image_id),
      properties: Object.entries((c.properties as Record<string, string> | undefined) ?? {})
        .map(([name, value]) => `${name}: ${value}`)
        .join("\n"),
    }),
    toColumns: (v) => ({
      slug: v.slug,
      name: v.name,
      display_name: v.displayName,
      status: v.status,
      product_class: v.productClass,
      category_id: idOf(v.category),
      series_id: idOf(v.series),
      price_usd: v.price ?? null,
      image_id: idOf(v.image),
      properties: JSON.stringify(Object.fromEntries((propertyLines(String(v.properties ?? "")) ?? []).map((p) => [p.name, p.value]))),
    }),
    viewHref: (row, locale) => (typeof row.slug === "string" ? href("product", locale, { slug: row.slug }) : null),
    checkRelations: async (trx, c) => {
      const errors: Record<string, string[]> = {};
      if (!(await mediaExists(trx, c.image_id, ["image"]))) errors.image = [validationMessage("mediaMissing")];
      if (typeof c.category_id === "number" && !(await trx.selectFrom("product_categories").select("id").where("id", "=", c.category_id).executeTakeFirst())) {
        errors.category = [validationMessage("relationMissing")];
      }
      if (typeof c.series_id === "number" && !(await trx.selectFrom("series").select("id").where("id", "=", c.series_id).executeTakeFirst())) {
        errors.series = [validationMessage("relationMissing")];
      }
      return errors;
    },
    usesOf: async (trx, id) => {
      const [downloads, inventory] = await Promise.all([
        trx.selectFrom("downloads").select(sql<string>`coalesce(content -> 'en' ->> 'title', '#' || id)`.as("name")).where("product_id", "=", id).orderBy("id").limit(20).execute(),
        trx.selectFrom("inventory_items").select("lot_code as name").where("product_id", "=", id).orderBy("id").limit(20).execute(),
      ]);
      return [...downloads.map((d) => ({ kind: "download" as const, name: d.name })), ...inventory.map((i) => ({ kind: "inventory" as const, name: i.name }))];
    },
  },
  downloads: {
    table: "downloads",
    columns: ["kind", "media_id", "product_id", "version", "content_date"],
    dateColumn: "content_date",
    toForm: (c) => ({
      kind: c.kind,
      [c.kind === "software" ? "software" : "document"]: ref(c.media_id),
      product: ref(c.product_id),
      version: c.version ?? undefined,
      contentDate: c.content_date ? String(c.content_date instanceof Date ? c.content_date.toISOString() : c.content_date).slice(0, 10) : "",
    }),
    toColumns: (v) => ({
      kind: v.kind,
      media_id: idOf(v.kind === "software" ? v.software : v.document),
      product_id: idOf(v.product),
      version: v.version ?? null,
      content_date: v.contentDate,
    }),
    viewHref: (_row, locale) => href("downloads", locale),
    checkRelations: async (trx, c) => {
      const errors: Record<string, string[]> = {};
      const field = c.kind === "software" ? "software" : "document";
      if (!(await mediaExists(trx, c.media_id, c.kind === "software" ? ["file"] : ["document"]))) errors[field] = [validationMessage("mediaMissing")];
      if (typeof c.product_id === "number") {
        const product = await trx.selectFrom("products").select("id").where("id", "=", c.product_id).where("published", "=", true).executeTakeFirst();
        if (!product) errors.product = [validationMessage("relationMissing")];
      }
      return errors;
    },
  },
};
