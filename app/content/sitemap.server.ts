import type { Db } from "../../db";
import { LANGUAGE_OF, type Locale } from "~/i18n/locales";
import { href, pageHref, ROUTE_NAMES, ROUTE_TABLE, type RouteName } from "~/i18n/route-table";

export type SitemapEntry = { alternates: Partial<Record<Locale, string>> };

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Every public URL of a site variant, each with its counterparts in the other locales. */
export async function sitemapEntries(db: Db, site: string, locales: readonly Locale[]): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  const pages = await db
    .selectFrom("page_translations as t")
    .innerJoin("page_revisions as r", (j) => j.onRef("r.page_id", "=", "t.page_id").on("r.status", "=", "published"))
    .select(["t.page_id", "t.locale", "t.path"])
    .where("t.site", "=", site)
    .orderBy("t.page_id")
    .execute();
  const byPage = new Map<number, SitemapEntry>();
  for (const row of pages) {
    if (!(locales as readonly string[]).includes(row.locale)) continue;
    const entry = byPage.get(row.page_id) ?? { alternates: {} };
    entry.alternates[row.locale as Locale] = pageHref(row.locale as Locale, row.path);
    byPage.set(row.page_id, entry);
  }
  entries.push(...byPage.values());
  if (site !== "main") return entries;

  const staticRoutes = ROUTE_NAMES.filter((name) => !ROUTE_TABLE[name].en.includes(":") && name !== "login" && name !== "search" && name !== "smartSearch" && name !== "formThankYou");
  for (const name of staticRoutes) entries.push(routeEntry(name, {}, locales));
  const [products, posts, news, events, stories] = await Promise.all([
    db.selectFrom("products").select("slug").execute(),
    db.selectFrom("blog_posts").select("slug").execute(),
    db.selectFrom("news_articles").select(["slug", "news_type"]).execute(),
    db.selectFrom("events").select(["slug", "kind"]).execute(),
    db.selectFrom("employee_stories").select("slug").execute(),
  ]);
  for (const p of products) entries.push(routeEntry("product", { slug: p.slug }, locales));
  for (const p of posts) entries.push(routeEntry("blogPost", { post: p.slug }, locales));
  for (const n of news) entries.push(routeEntry(n.news_type === "career" ? "careerNewsArticle" : "newsArticle", { slug: n.slug }, locales));
  for (const e of events) entries.push(routeEntry(e.kind === "career" ? "careerEvent" : "event", { slug: e.slug }, locales));
  for (const s of stories) entries.push(routeEntry("story", { slug: s.slug }, locales));
  return entries;
}

function routeEntry(name: RouteName, params: Record<string, string>, locales: readonly Locale[]): SitemapEntry {
  return { alternates: Object.fromEntries(locales.map((l) => [l, href(name, l, params)])) };
}

/** sitemap.xml with xhtml:link alternates (and x-default) for every URL. */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls: string[] = [];
  for (const { alternates } of entries) {
    const links = Object.entries(alternates)
      .map(([l, path]) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_OF[l as Locale]}" href="${escapeXml(origin + path)}"/>`)
      .join("");
    const fallback = alternates.en ? `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + alternates.en)}"/>` : "";
    for (const path of Object.values(alternates)) {
      urls.push(`<url><loc>${escapeXml(origin + path)}</loc>${links}${fallback}</url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
