import type { Db } from "../../db";
import { LANGUAGE_OF, type Locale } from "~/i18n/locales";
import { href, pageHref, ROUTE_NAMES, ROUTE_TABLE, type RouteName } from "~/i18n/route-table";
import { localSlugsSql } from "./local-slugs.server";
import { isPublished } from "./sql.server";

/**
 * Sitemaps (issue 27.2, ADR 033): `/sitemap.xml` is a sitemap index; each child
 * (`/sitemaps/{kind}-{n}.xml`) holds one page of one content kind's rows, read from the
 * database in keyset batches and streamed. A child holds at most `ENTRIES_PER_FILE` entries,
 * each one `<url>` per locale: 5,000 URLs of at most ~3 KB, far inside sitemaps.org's 50,000
 * URLs and 50 MB.
 */
export const ENTRIES_PER_FILE = 1_000;
const BATCH = 250;

/** News visitors can open: published, and not dated in the future (as the news lists). */
function visibleNews(db: Db) {
  return db.selectFrom("news_articles").where("published", "=", true).where(isPublished("published_at"));
}

/** Blog posts and stories as their pages show them: published, and dated now or earlier (a scheduled one is not yet listed). */
function visibleBlogPosts(db: Db) {
  return db.selectFrom("blog_posts").where("published", "=", true).where(isPublished("published_at"));
}

function visibleStories(db: Db) {
  return db.selectFrom("employee_stories").where("published", "=", true).where(isPublished("publish_from"));
}

export type SitemapEntry = { alternates: Partial<Record<Locale, string>>; lastmod?: Date | null };
type Row = { id: number; entry: SitemapEntry };

export const SITEMAP_KINDS = ["pages", "routes", "products", "blog", "news", "events", "stories"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];
export type SitemapFile = { kind: SitemapKind; number: number };

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const SITEMAP_NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** The child's path: `/sitemaps/pages-1.xml`. */
export const sitemapFilePath = (file: SitemapFile) => `/sitemaps/${file.kind}-${file.number}.xml`;

/** The child a path segment names (`pages-1.xml`), or null. */
export function parseSitemapFile(segment: string): SitemapFile | null {
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(segment);
  if (!match || !(SITEMAP_KINDS as readonly string[]).includes(match[1])) return null;
  return { kind: match[1] as SitemapKind, number: Number(match[2]) };
}

/** The kinds a site variant lists: a variant site has CMS pages only. */
const kindsOf = (site: string): readonly SitemapKind[] => (site === "main" ? SITEMAP_KINDS : ["pages"]);

const STATIC_ROUTES = ROUTE_NAMES.filter(
  (name) => !ROUTE_TABLE[name].en.includes(":") && !["login", "search", "smartSearch", "formThankYou"].includes(name),
);

function publishedPages(db: Db, site: string) {
  return db
    .selectFrom("pages as p")
    .innerJoin("page_revisions as r", (j) => j.onRef("r.page_id", "=", "p.id").on("r.status", "=", "published"))
    .where("p.noindex", "=", false)
    .where((eb) =>
      eb.exists(eb.selectFrom("page_translations as t").select("t.page_id").whereRef("t.page_id", "=", "p.id").where("t.site", "=", site)),
    );
}

async function countOf(db: Db, site: string, kind: SitemapKind): Promise<number> {
  const count = (query: { executeTakeFirstOrThrow(): Promise<{ n: string | number | bigint }> }) =>
    query.executeTakeFirstOrThrow().then((row) => Number(row.n));
  switch (kind) {
    case "pages":
      return count(publishedPages(db, site).select((eb) => eb.fn.countAll().as("n")));
    case "routes":
      return STATIC_ROUTES.length;
    case "products":
      return count(db.selectFrom("products").where("published", "=", true).select((eb) => eb.fn.countAll().as("n")));
    case "blog":
      return count(visibleBlogPosts(db).select((eb) => eb.fn.countAll().as("n")));
    case "news":
      return count(visibleNews(db).select((eb) => eb.fn.countAll().as("n")));
    case "events":
      return count(db.selectFrom("events").where("published", "=", true).select((eb) => eb.fn.countAll().as("n")));
    case "stories":
      return count(visibleStories(db).select((eb) => eb.fn.countAll().as("n")));
  }
}

/** The children of a site variant's sitemap index, `perFile` entries each. */
export async function sitemapFiles(db: Db, site: string, perFile = ENTRIES_PER_FILE): Promise<SitemapFile[]> {
  const counts = await Promise.all(kindsOf(site).map(async (kind) => ({ kind, n: await countOf(db, site, kind) })));
  return counts.flatMap(({ kind, n }) => Array.from({ length: Math.ceil(n / perFile) }, (_, i) => ({ kind, number: i + 1 })));
}

function routeEntry(name: RouteName, params: Record<string, string>, locales: readonly Locale[], lastmod?: Date | null): SitemapEntry {
  return { alternates: Object.fromEntries(locales.map((l) => [l, href(name, l, params)])), lastmod };
}

/** A detail page at its slug in each locale (a row's own there, else English; ADR 057). */
function slugEntry(name: RouteName, param: string, slugs: Record<Locale, string>, locales: readonly Locale[], lastmod?: Date | null): SitemapEntry {
  return { alternates: Object.fromEntries(locales.map((l) => [l, href(name, l, { [param]: slugs[l] ?? slugs.en })])), lastmod };
}

/**
 * Up to `limit` rows of a kind in id order: the first `skip` rows passed over (an index-only walk
 * of the primary key), or those after `afterId`.
 */
async function rowsOf(
  db: Db,
  site: string,
  locales: readonly Locale[],
  kind: SitemapKind,
  from: { skip: number } | { afterId: number },
  limit: number,
): Promise<Row[]> {
  const after = "afterId" in from ? from.afterId : 0;
  const skip = "skip" in from ? from.skip : 0;
  switch (kind) {
    case "routes":
      return STATIC_ROUTES.slice(skip, skip + limit).map((name, i) => ({ id: skip + i + 1, entry: routeEntry(name, {}, locales) }));
    case "pages": {
      const pages = await publishedPages(db, site)
        .select(["p.id", "r.published_at"])
        .where("p.id", ">", after)
        .orderBy("p.id")
        .offset(skip)
        .limit(limit)
        .execute();
      if (pages.length === 0) return [];
      const translations = await db
        .selectFrom("page_translations")
        .select(["page_id", "locale", "path"])
        .where("site", "=", site)
        .where("locale", "in", locales)
        .where(
          "page_id",
          "in",
          pages.map((p) => p.id),
        )
        .execute();
      return pages.map((page) => ({
        id: page.id,
        entry: {
          alternates: Object.fromEntries(
            translations.filter((t) => t.page_id === page.id).map((t) => [t.locale, pageHref(t.locale as Locale, t.path)]),
          ),
          lastmod: page.published_at,
        },
      }));
    }
    case "products": {
      const rows = await db.selectFrom("products").select(["id", localSlugsSql().as("slugs"), "created_at"]).where("published", "=", true).where("id", ">", after).orderBy("id").offset(skip).limit(limit).execute();
      return rows.map((r) => ({ id: r.id, entry: slugEntry("product", "slug", r.slugs, locales, r.created_at) }));
    }
    case "blog": {
      const rows = await visibleBlogPosts(db).select(["id", localSlugsSql().as("slugs"), "published_at"]).where("id", ">", after).orderBy("id").offset(skip).limit(limit).execute();
      return rows.map((r) => ({ id: r.id, entry: slugEntry("blogPost", "post", r.slugs, locales, r.published_at) }));
    }
    case "news": {
      const rows = await visibleNews(db)
        .select(["id", localSlugsSql().as("slugs"), "news_type", "published_at"])
        .where("id", ">", after)
        .orderBy("id")
        .offset(skip)
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        entry: slugEntry(r.news_type === "career" ? "careerNewsArticle" : "newsArticle", "slug", r.slugs, locales, r.published_at),
      }));
    }
    case "events": {
      const rows = await db.selectFrom("events").select(["id", localSlugsSql().as("slugs"), "kind"]).where("published", "=", true).where("id", ">", after).orderBy("id").offset(skip).limit(limit).execute();
      return rows.map((r) => ({ id: r.id, entry: slugEntry(r.kind === "career" ? "careerEvent" : "event", "slug", r.slugs, locales) }));
    }
    case "stories": {
      const rows = await visibleStories(db).select(["id", localSlugsSql().as("slugs"), "publish_from"]).where("id", ">", after).orderBy("id").offset(skip).limit(limit).execute();
      return rows.map((r) => ({ id: r.id, entry: slugEntry("story", "slug", r.slugs, locales, r.publish_from) }));
    }
  }
}

/** The entries of one child sitemap in batches: null when the child does not exist (past the last row). */
export async function sitemapFileBatches(
  db: Db,
  site: string,
  locales: readonly Locale[],
  file: SitemapFile,
  perFile = ENTRIES_PER_FILE,
): Promise<AsyncGenerator<SitemapEntry[]> | null> {
  if (!kindsOf(site).includes(file.kind)) return null;
  const batch = Math.min(BATCH, perFile);
  const first = await rowsOf(db, site, locales, file.kind, { skip: (file.number - 1) * perFile }, batch);
  if (first.length === 0) return null;
  return (async function* () {
    let rows = first;
    let left = perFile - rows.length;
    for (;;) {
      yield rows.map((r) => r.entry);
      if (left <= 0 || rows.length < batch) return;
      rows = await rowsOf(db, site, locales, file.kind, { afterId: rows[rows.length - 1].id }, Math.min(batch, left));
      if (rows.length === 0) return;
      left -= rows.length;
    }
  })();
}

const lastmodXml = (date: Date | null | undefined) => (date ? `<lastmod>${new Date(date).toISOString()}</lastmod>` : "");

/** The `<url>` elements of entries: one per locale, each with every alternate and x-default. */
export function sitemapUrls(origin: string, entries: SitemapEntry[]): string {
  const urls: string[] = [];
  for (const { alternates, lastmod } of entries) {
    const links = Object.entries(alternates)
      .map(([l, path]) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_OF[l as Locale]}" href="${escapeXml(origin + path)}"/>`)
      .join("");
    const fallback = alternates.en ? `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + alternates.en)}"/>` : "";
    for (const path of Object.values(alternates)) {
      urls.push(`<url><loc>${escapeXml(origin + path)}</loc>${lastmodXml(lastmod)}${links}${fallback}</url>\n`);
    }
  }
  return urls.join("");
}

export const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${SITEMAP_NS} xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
export const URLSET_CLOSE = "</urlset>\n";

/** A whole urlset (tests and small callers; the route streams). */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  return URLSET_OPEN + sitemapUrls(origin, entries) + URLSET_CLOSE;
}

/** The sitemap index naming every child. */
export function sitemapIndexXml(origin: string, files: SitemapFile[]): string {
  const children = files.map((file) => `<sitemap><loc>${escapeXml(origin + sitemapFilePath(file))}</loc></sitemap>\n`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex ${SITEMAP_NS}>\n${children}</sitemapindex>\n`;
}
