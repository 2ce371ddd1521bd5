import type { Db } from "../../db";
import type { Locale } from "~/i18n/locales";
import { href, pageHref, type RouteName, ROUTE_TABLE } from "~/i18n/route-table";

export type NavLink = { id: number; label: string; href: string; children: NavLink[] };
export type SocialLink = { network: string; url: string };
export type Chrome = { nav: NavLink[]; footer: NavLink[]; social: SocialLink[] };

/**
 * The published header and footer menus (per locale, from data) and social links of a site
 * variant. A page item's label is the editor's label in that locale, else the page's title there.
 */
export async function loadChrome(db: Db, site: string, locale: Locale): Promise<Chrome> {
  const [items, social] = await Promise.all([
    db
      .selectFrom("nav_items as n")
      .leftJoin("page_translations as t", (join) => join.onRef("t.page_id", "=", "n.page_id").on("t.locale", "=", locale))
      .leftJoin("page_revisions as r", (join) => join.onRef("r.page_id", "=", "n.page_id").on("r.status", "=", "published"))
      .select(["n.id", "n.parent_id", "n.menu", "n.route_name", "n.url", "n.labels", "n.page_id", "t.path", "t.title", "r.id as published"])
      .where("n.site", "=", site)
      .where("n.state", "=", "published")
      .orderBy("n.parent_id", (ob) => ob.nullsFirst())
      .orderBy("n.position")
      .execute(),
    db.selectFrom("social_links").select(["network", "url"]).where("site", "=", site).orderBy("position").execute(),
  ]);

  const byId = new Map<number, NavLink>();
  const roots: NavLink[] = [];
  const footer: NavLink[] = [];
  for (const item of items) {
    const target = navHref(item, locale);
    const label = item.labels[locale] || item.title || item.labels.en;
    if (target === null || !label) continue;
    const link: NavLink = { id: item.id, label, href: target, children: [] };
    byId.set(item.id, link);
    if (item.parent_id === null) (item.menu === "footer" ? footer : roots).push(link);
    else byId.get(item.parent_id)?.children.push(link);
  }
  return { nav: roots, footer, social };
}

function navHref(
  item: { route_name: string | null; url: string | null; page_id: number | null; path: string | null; published: number | null },
  locale: Locale,
): string | null {
  if (item.route_name && item.route_name in ROUTE_TABLE) return href(item.route_name as RouteName, locale);
  if (item.page_id !== null) {
    // A page that visitors cannot open (unpublished, or not in this locale) is left out.
    return item.path === null || item.published === null ? null : pageHref(locale, item.path);
  }
  return item.url;
}
