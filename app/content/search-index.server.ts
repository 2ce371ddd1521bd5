import { sql } from "kysely";
import type { Db } from "../../db";
import { LOCALES, type Locale } from "~/i18n/locales";
import { href, pageHref } from "~/i18n/route-table";
import { localized } from "~/lib/format";
import { searchText } from "./search-text";
import { localSlugOf } from "./local-slugs.server";

/**
 * Text-search configuration per locale (migration 2026-11-25-001: unaccent, then the stemmer):
 * stemming for en/de; CJK has no spaces, so "simple" + substring match.
 */
export const SEARCH_CONFIG: Record<Locale, string> = { en: "search_english", de: "search_german", cn: "search_simple", jp: "search_simple", kr: "search_simple" };
export const CJK: ReadonlySet<Locale> = new Set(["cn", "jp", "kr"]);

/** Ranked by field: a title match (A) above a summary match (B) above a body match (C). */
type Doc = { site: string; locale: Locale; kind: string; ref: string; title: string; summary: string; body: string; href: string };

const stripHtml = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&nbsp;/g, " ").replace(/\s+/g, " ").trim();

/** Every human-readable string in module data (not addresses, ids or layout values). */
export function moduleText(value: unknown, key = ""): string[] {
  if (typeof value === "string") return /^(href|url|id|type|linkType|target|theme|columns|anchorId)$/.test(key) ? [] : [stripHtml(value)];
  if (Array.isArray(value)) return value.flatMap((item) => moduleText(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => moduleText(v, k));
  return [];
}

async function write(db: Db, docs: Doc[]): Promise<void> {
  for (let i = 0; i < docs.length; i += 200) {
    const chunk = docs.slice(i, i + 200);
    await db
      .insertInto("search_documents")
      .values(
        chunk.map(({ summary, ...d }) => {
          const config = SEARCH_CONFIG[d.locale];
          const title = searchText(d.title);
          const abstract = searchText(summary).slice(0, 10_000);
          const text = searchText(d.body).slice(0, 100_000);
          const weighted = (value: string, weight: "A" | "B" | "C") => sql`setweight(to_tsvector(${config}::regconfig, ${value}), ${weight})`;
          return {
            ...d,
            // The stored body is the snippet source: NFKC too, so ts_headline marks what matched.
            body: `${abstract} ${text}`.trim(),
            config,
            tsv: sql<string>`${weighted(title, "A")} || ${weighted(abstract, "B")} || ${weighted(text, "C")}`,
          };
        }),
      )
      .onConflict((oc) =>
        oc.constraint("search_documents_unique").doUpdateSet((eb) => ({
          title: eb.ref("excluded.title"),
          body: eb.ref("excluded.body"),
          href: eb.ref("excluded.href"),
          tsv: eb.ref("excluded.tsv"),
        })),
      )
      .execute();
  }
}

/** (Re)indexes one page's published revision in every locale it has; called on publish. */
export async function indexPage(db: Db, pageId: number): Promise<void> {
  await db.deleteFrom("search_documents").where("kind", "=", "page").where("ref", "=", String(pageId)).execute();
  const published = await db
    .selectFrom("page_revisions")
    .select("id")
    .where("page_id", "=", pageId)
    .where("status", "=", "published")
    .executeTakeFirst();
  if (!published) return;
  const page = await db.selectFrom("pages").select("noindex").where("id", "=", pageId).executeTakeFirst();
  if (!page || page.noindex) return;
  const translations = await db.selectFrom("page_translations").select(["locale", "site", "path", "title", "description"]).where("page_id", "=", pageId).execute();
  const contents = await db
    .selectFrom("page_module_contents")
    .select(["module_id", "locale", "data"])
    .where("revision_id", "=", published.id)
    .execute();
  const docs: Doc[] = [];
  for (const t of translations) {
    const locale = t.locale as Locale;
    const byModule = new Map<string, unknown>();
    for (const c of contents) if (c.locale === "en" && !byModule.has(c.module_id)) byModule.set(c.module_id, c.data);
    for (const c of contents) if (c.locale === locale) byModule.set(c.module_id, c.data);
    docs.push({
      site: t.site,
      locale,
      kind: "page",
      ref: String(pageId),
      title: t.title,
      summary: t.description,
      body: [...byModule.values()].flatMap((data) => moduleText(data)).join(" "),
      href: pageHref(locale, t.path),
    });
  }
  await write(db, docs);
}

type Content = Partial<Record<string, Record<string, string | undefined>>>;
const pick = (content: Content, locale: Locale) => localized(content, locale) ?? {};

/** Rows read (and documents written, times the five locales) at a time by a rebuild: bounded memory at any size. */
export const REINDEX_BATCH = 500;

type Row = { id: number; slug: string; content: unknown } & Record<string, unknown>;
type Kind = {
  table: "products" | "blog_posts" | "news_articles" | "jobs" | "events" | "employee_stories";
  columns: string[];
  doc: (row: Row, locale: Locale) => Omit<Doc, "site" | "locale">;
};

const text = (row: Row, locale: Locale) => pick(row.content as Content, locale);
/** The row's detail slug in a locale (its own there, else English); `ref` keeps the English one as the key. */
const slugIn = (row: Row, locale: Locale) => localSlugOf(row, locale) ?? row.slug;
const KINDS: Kind[] = [
  {
    table: "products",
    columns: ["name", "display_name"],
    doc: (p, l) => {
      const t = text(p, l);
      // The locale's own display name when the product has one (products.server productDisplayName).
      return { kind: "product", ref: p.slug, title: t.displayName ?? String(p.display_name), summary: t.summary ?? "", body: `${String(p.name)} ${t.description ?? ""}`, href: href("product", l, { slug: slugIn(p, l) }) };
    },
  },
  {
    table: "blog_posts",
    columns: [],
    doc: (p, l) => {
      const t = text(p, l);
      return { kind: "blog", ref: p.slug, title: t.title ?? p.slug, summary: t.summary ?? "", body: t.body ?? "", href: href("blogPost", l, { post: slugIn(p, l) }) };
    },
  },
  {
    table: "news_articles",
    columns: ["news_type"],
    doc: (n, l) => {
      const t = text(n, l);
      const route = n.news_type === "career" ? "careerNewsArticle" : "newsArticle";
      return { kind: "news", ref: n.slug, title: t.title ?? n.slug, summary: t.summary ?? "", body: t.body ?? "", href: href(route, l, { slug: slugIn(n, l) }) };
    },
  },
  {
    table: "jobs",
    columns: ["city", "country", "direct_link"],
    doc: (j, l) => {
      const t = text(j, l);
      return { kind: "job", ref: j.slug, title: t.szaTitle ?? j.slug, summary: t.shortDescription ?? "", body: `${String(j.city)} ${String(j.country)}`, href: (j.direct_link as string | null) ?? href("careerList", l) };
    },
  },
  {
    table: "events",
    columns: ["kind", "location"],
    doc: (e, l) => {
      const t = text(e, l);
      const route = e.kind === "career" ? "careerEvent" : "event";
      return { kind: "event", ref: e.slug, title: t.title ?? e.slug, summary: t.summary ?? "", body: String(e.location), href: href(route, l, { slug: slugIn(e, l) }) };
    },
  },
  {
    table: "employee_stories",
    columns: ["category"],
    doc: (s, l) => {
      const t = text(s, l);
      return { kind: "story", ref: s.slug, title: t.title ?? s.slug, summary: t.summary ?? "", body: `${t.body ?? ""} ${String(s.category)}`, href: href("story", l, { slug: slugIn(s, l) }) };
    },
  },
];

/** Every searchable table has a `published` column (migrations 2026-11-30-001/002): only published rows are found. */
const ADMINISTERED: ReadonlySet<Kind["table"]> = new Set(["products", "news_articles", "jobs", "events", "blog_posts", "employee_stories"]);

/** Indexes content rows in every locale. */
async function indexRows(db: Db, kind: Kind, rows: Row[]): Promise<void> {
  const docs: Doc[] = [];
  for (const locale of LOCALES) {
    for (const row of rows) {
      const d = kind.doc(row, locale);
      docs.push({ ...d, site: "main", locale, summary: stripHtml(d.summary), body: stripHtml(d.body) });
    }
  }
  await write(db, docs);
}

/**
 * Indexes every content item (products, blog, news, jobs, events, stories) in every locale,
 * reading each table in keyset batches of REINDEX_BATCH rows (never the whole table at once).
 */
export async function indexContent(db: Db, batch = REINDEX_BATCH): Promise<void> {
  for (const kind of KINDS) {
    let after = 0;
    for (;;) {
      const rows = (await db
        .selectFrom(kind.table)
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        .select(["id", "slug", "content", ...kind.columns] as any)
        .where("id", ">", after)
        .$if(ADMINISTERED.has(kind.table), (q) => q.where("published" as never, "=", true as never))
        .orderBy("id")
        .limit(batch)
        .execute()) as unknown as Row[];
      if (rows.length) await indexRows(db, kind, rows);
      if (rows.length < batch) break;
      after = rows[rows.length - 1].id;
    }
  }
}

/** Rebuilds the whole index (seed, db:reset, seed:scale): pages one at a time, content in batches. */
export async function reindexAll(db: Db, batch = REINDEX_BATCH): Promise<void> {
  await db.deleteFrom("search_documents").execute();
  let after = 0;
  for (;;) {
    const pages = await db.selectFrom("pages").select("id").where("id", ">", after).orderBy("id").limit(batch).execute();
    for (const page of pages) await indexPage(db, page.id);
    if (pages.length < batch) break;
    after = pages[pages.length - 1].id;
  }
  await indexContent(db, batch);
}

/** Builds the index once for a database that has pages but no index yet (e.g. after this migration). */
export async function ensureSearchIndex(db: Db): Promise<boolean> {
  const indexed = await db.selectFrom("search_documents").select("id").limit(1).executeTakeFirst();
  if (indexed) return false;
  const page = await db.selectFrom("pages").select("id").limit(1).executeTakeFirst();
  if (!page) return false;
  await reindexAll(db);
  return true;
}

/**
 * Re-indexes one content row after an editor's publish, unpublish or delete: its documents (under
 * the slug it had, and the one it has) go, and come back in every locale while it is published.
 */
export async function reindexContentRow(db: Db, table: string, { id, oldSlug }: { id: number; oldSlug?: string }): Promise<void> {
  const kind = KINDS.find((k) => k.table === table);
  if (!kind) return; // not a searchable kind (downloads)
  const row = (await db
    .selectFrom(kind.table)
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    .select(["id", "slug", "content", "published", ...kind.columns] as any)
    .where("id", "=", id)
    .executeTakeFirst()) as unknown as (Row & { published?: boolean }) | undefined;
  const slugs = [...new Set([oldSlug, row?.slug].filter((s): s is string => Boolean(s)))];
  // A deleted row is gone: its kind's documents are still found by the slug it had.
  const docKind = kind.doc(row ?? ({ id, slug: oldSlug ?? "", content: {} } as Row), "en").kind;
  if (slugs.length && docKind) await db.deleteFrom("search_documents").where("kind", "=", docKind).where("ref", "in", slugs).execute();
  if (row && row.published !== false) await indexRows(db, kind, [row]);
}
