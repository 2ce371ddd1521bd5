import { PAGING_PARAMS } from "./pagination";
import { DEFAULT_LOCALE, LOCALES, localePrefix, splitLocale, type Locale } from "./locales";

/**
 * THE route table (DESIGN.md §2): every localized app route, its screen module and its path
 * per locale. German has translated segments; cn/jp/kr reuse the English path under their
 * prefix. Remix routes, links, redirects, the locale switcher and hreflang all come from here.
 * `query` names the query parameters the route's screen reads: its loader sees only these
 * (screenRequest) and the page cache keys on only these (route-query.ts).
 */
type RouteDef = { screen: string; en: string; de: string; query?: readonly string[] };

const PAGED = PAGING_PARAMS;

export const ROUTE_TABLE = {
  blog: { screen: "blog-list", en: "/newsroom/blog", de: "/newsroom/blog", query: PAGED },
  blogTag: { screen: "blog-list", en: "/newsroom/blog/tag/:tag", de: "/newsroom/blog/schlagwort/:tag", query: PAGED },
  blogAuthor: { screen: "blog-list", en: "/newsroom/blog/author/:author", de: "/newsroom/blog/autor/:author", query: PAGED },
  blogPost: { screen: "blog-post", en: "/newsroom/blog/:post", de: "/newsroom/blog/:post" },
  smartSearch: { screen: "search", en: "/smart-search", de: "/intelligente-suche", query: [...PAGED, "q", "type"] },
  search: { screen: "search", en: "/search", de: "/suche", query: [...PAGED, "q", "type"] },
  searchTopic: { screen: "search", en: "/search/:slug", de: "/suche/:slug", query: [...PAGED, "type"] },
  downloads: { screen: "downloads", en: "/products/downloads", de: "/produkte/downloads", query: [...PAGED, "kind"] },
  compare: { screen: "compare", en: "/products/compare", de: "/produkte/vergleich", query: ["product", "products"] },
  catalog: { screen: "catalog", en: "/products/catalog", de: "/produkte/katalog", query: [...PAGED, "category", "status", "view"] },
  product: { screen: "product", en: "/products/catalog/:slug", de: "/produkte/katalog/:slug" },
  inventory: { screen: "inventory", en: "/products/inventory", de: "/produkte/lagerbestand", query: PAGED },
  inventoryItem: { screen: "inventory-item", en: "/products/inventory/:slug", de: "/produkte/lagerbestand/:slug" },
  channelPartners: { screen: "channel-partners", en: "/products/channel-partners", de: "/produkte/vertriebspartner" },
  representatives: { screen: "channel-partners", en: "/products/representatives", de: "/produkte/vertretungen" },
  support: { screen: "support", en: "/products/support", de: "/produkte/support" },
  faq: { screen: "faq", en: "/products/support/faq", de: "/produkte/support/faq" },
  events: { screen: "event-list", en: "/company/news/events", de: "/unternehmen/news/veranstaltungen", query: PAGED },
  event: { screen: "event", en: "/company/news/events/event/:slug", de: "/unternehmen/news/veranstaltungen/veranstaltung/:slug" },
  news: { screen: "news-list", en: "/company/news/press-releases-and-news", de: "/unternehmen/news/medienmitteilungen-und-news", query: [...PAGED, "category"] },
  newsArticle: { screen: "news-article", en: "/company/news/press-releases-and-news/article/:slug", de: "/unternehmen/news/medienmitteilungen-und-news/artikel/:slug" },
  adHoc: { screen: "news-list", en: "/company/news/ad-hoc-announcement-pursuant-to-art-53-lr", de: "/unternehmen/news/ad-hoc-mitteilung-gemaess-art-53-kr", query: PAGED },
  career: { screen: "career", en: "/career", de: "/karriere" },
  careerList: { screen: "job-list", en: "/career/list", de: "/karriere/stellen", query: [...PAGED, "location"] },
  careerNews: { screen: "news-list", en: "/career/career-news/news-pressreleases", de: "/karriere/karriere-news/news-medienmitteilungen", query: [...PAGED, "category"] },
  careerNewsArticle: { screen: "news-article", en: "/career/career-news/news-pressreleases/article/:slug", de: "/karriere/karriere-news/news-medienmitteilungen/artikel/:slug" },
  careerEvents: { screen: "event-list", en: "/career/career-news/career-events", de: "/karriere/karriere-news/karriere-events", query: PAGED },
  careerEvent: { screen: "event", en: "/career/career-news/career-events/event/:slug", de: "/karriere/karriere-news/karriere-events/veranstaltung/:slug" },
  stories: { screen: "story-list", en: "/career/career-news/employee-stories", de: "/karriere/karriere-news/mitarbeitergeschichten", query: [...PAGED, "group", "category"] },
  story: { screen: "story", en: "/career/career-news/employee-stories/article/:slug", de: "/karriere/karriere-news/mitarbeitergeschichten/artikel/:slug" },
  login: { screen: "login", en: "/login", de: "/login", query: ["redirectTo"] },
  // Where a public form goes after a submission when its successUrl is empty or not a same-site path.
  formThankYou: { screen: "form-thank-you", en: "/forms/thank-you", de: "/formulare/danke" },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTE_TABLE;
export type RouteParams = Record<string, string>;
export const ROUTE_NAMES = Object.keys(ROUTE_TABLE) as RouteName[];

/** The path pattern of a route in a locale, with the locale prefix ("/de/produkte/katalog"). */
export function routePattern(name: RouteName, locale: Locale): string {
  const def: RouteDef = ROUTE_TABLE[name];
  return localePrefix(locale) + (locale === "de" ? def.de : def.en);
}

/** The query parameters a route's screen reads (its `query`). */
export function routeQueryParams(name: RouteName): readonly string[] {
  const def: RouteDef = ROUTE_TABLE[name];
  return def.query ?? [];
}

/** The Remix route id of a table route in a locale (no commas: single fetch joins ids with them). */
export function routeId(name: RouteName, locale: Locale): string {
  return `${name}.${locale}`;
}

/** The table route a Remix route id names (`blogTag.de` → blogTag, de); null for any other route (root, cms-page, app/routes/). */
export function tableRouteOf(id: string): { name: RouteName; locale: Locale } | null {
  const dot = id.lastIndexOf(".");
  const name = id.slice(0, dot);
  const locale = id.slice(dot + 1);
  if (dot < 0 || !Object.hasOwn(ROUTE_TABLE, name) || !(LOCALES as readonly string[]).includes(locale)) return null;
  return { name: name as RouteName, locale: locale as Locale };
}

/** Builds a localized URL from the table. Missing params throw: a broken link is a bug. */
export function href(
  name: RouteName,
  locale: Locale,
  params: RouteParams = {},
  query?: Record<string, string | number | undefined>,
): string {
  const path = routePattern(name, locale).replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`href(${name}): missing param ${key}`);
    return encodeURIComponent(value);
  });
  return path + queryString(query);
}

/** The home page of a locale: "/" for English, "/de" otherwise. */
export function homeHref(locale: Locale): string {
  return localePrefix(locale) || "/";
}

export function queryString(query?: Record<string, string | number | undefined>): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

type Compiled = { name: RouteName; locale: Locale; regex: RegExp; keys: string[]; statics: number };

function compile(name: RouteName, locale: Locale): Compiled {
  const keys: string[] = [];
  const pattern = locale === "de" ? ROUTE_TABLE[name].de : ROUTE_TABLE[name].en;
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:(\w+)/g, (_, key: string) => {
    keys.push(key);
    return "([^/]+)";
  });
  const statics = pattern.split("/").filter((s) => s && !s.startsWith(":")).length;
  return { name, locale, regex: new RegExp(`^${source}/?$`), keys, statics };
}

// Most specific first, as React Router ranks them (more static segments win).
const COMPILED: Compiled[] = LOCALES.flatMap((locale) => ROUTE_NAMES.map((name) => compile(name, locale))).sort(
  (a, b) => b.statics - a.statics,
);

export type RouteMatch = { name: RouteName; locale: Locale; params: RouteParams };

/**
 * A path segment decoded, or null for broken %-encoding (decodeURIComponent throws URIError) and
 * for control characters: no slug holds them, and PostgreSQL refuses a NUL (issue 20.3).
 */
function decodedParam(segment: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f) ? null : value;
}

/**
 * Whether every segment of a pathname decodes to text a page can have: no broken %-encoding, no
 * control characters. React Router keeps a path it cannot decode as it is; no slug is like that.
 */
export function isCleanPath(pathname: string): boolean {
  return pathname.split("/").every((segment) => decodedParam(segment) !== null);
}

/** Which table route a pathname is, if any ("/de/produkte/katalog/x" → product, de, {slug:"x"}). */
export function matchRoute(pathname: string): RouteMatch | null {
  const { locale, rest } = splitLocale(pathname);
  for (const entry of COMPILED) {
    if (entry.locale !== locale) continue;
    const found = entry.regex.exec(rest);
    if (!found) continue;
    const params: RouteParams = {};
    for (const [index, key] of entry.keys.entries()) {
      const value = decodedParam(found[index + 1]);
      if (value === null) return null; // no page has such a slug: the route's 404
      params[key] = value;
    }
    return { name: entry.name, locale, params };
  }
  return null;
}

export { DEFAULT_LOCALE };

/** The URL of a CMS page from its per-locale path ("" is the locale's home page). */
export function pageHref(locale: Locale, path: string): string {
  return path === "" ? homeHref(locale) : `${localePrefix(locale)}/${path}`;
}

export type Alternates = Partial<Record<Locale, string>>;

/** The same table route in each of the given locales (the locale switcher and hreflang). */
export function tableAlternates(match: { name: RouteName; params: RouteParams }, locales: readonly Locale[]): Alternates {
  return Object.fromEntries(locales.map((locale) => [locale, href(match.name, locale, match.params)]));
}
