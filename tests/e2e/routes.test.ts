import { describe, expect, inject, it } from "vitest";
import { LANGUAGE_OF, LOCALES } from "../../app/i18n/locales";
import { href, matchRoute, ROUTE_NAMES, ROUTE_TABLE, routeId, type RouteName } from "../../app/i18n/route-table";
import { text, url } from "./support/site";

// Plain HTTP (no browser): every route of the route table answers in every locale.

type Outcome = { path: string; status: number | string };

async function statusOf(path: string): Promise<number | string> {
  try {
    const response = await fetch(url(path), { redirect: "manual" });
    await response.arrayBuffer();
    const location = response.headers.get("location");
    return location ? `${response.status} → ${location}` : response.status;
  } catch (error) {
    return `fetch failed: ${(error as Error).message}`;
  }
}

/** Fetches the paths a few at a time; returns those that did not answer `expected`. */
async function unexpected(paths: string[], expected: number): Promise<Outcome[]> {
  const wrong: Outcome[] = [];
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const status = await statusOf(path);
      if (status !== expected) wrong.push({ path, status });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return wrong.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * Outcomes left once a 301 from the English slug to an item's own slug in that locale (ADR 057)
 * is followed: the same route in the same locale, answering 200 there.
 */
async function afterOwnSlugs(outcomes: Outcome[]): Promise<Outcome[]> {
  const left: Outcome[] = [];
  for (const outcome of outcomes) {
    const to = typeof outcome.status === "string" && outcome.status.startsWith("301 → ") ? outcome.status.slice("301 → ".length) : null;
    const from = matchRoute(outcome.path);
    const target = to ? matchRoute(to) : null;
    const same = from && target && from.name === target.name && from.locale === target.locale;
    if (!same || (await statusOf(to!)) !== 200) left.push(outcome);
  }
  return left;
}

function hasParams(name: RouteName): boolean {
  return ROUTE_TABLE[name].en.includes(":");
}

describe("the route table", () => {
  it.each(LOCALES)("every route answers 200 in locale %s", async (locale) => {
    const params = inject("routeParams");
    const missing = ROUTE_NAMES.filter((name) => hasParams(name) && !params[name]).map(
      (name) => `${name}: no seeded row gives ${ROUTE_TABLE[name].en} a real value`,
    );
    const paths = ROUTE_NAMES.filter((name) => !hasParams(name) || params[name]).map((name) =>
      href(name, locale, params[name] ?? {}),
    );
    expect({ missing, wrong: await afterOwnSlugs(await unexpected(paths, 200)) }).toEqual({ missing: [], wrong: [] });
  });

  it("serves the style guide", async () => {
    expect(await statusOf("/styleguide")).toBe(200);
  });

  it("uses German path segments under /de only", async () => {
    expect(await statusOf("/de/produkte/katalog")).toBe(200);
    expect(await statusOf("/de/products/catalog")).toBe(404);
    expect(await statusOf("/produkte/katalog")).toBe(404);
  });

  it("answers unknown paths and unknown locale prefixes with a 404 page", async () => {
    const response = await fetch(url("/fr/whatever"));
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await response.text()).toContain(text("en", "notFound.title"));
    expect(await unexpected(["/this-page-does-not-exist", "/de/gibt-es-nicht", "/xx", "/products/catalog/x/y/z"], 404)).toEqual([]);
  });

  it("matches paths as the route table writes them: other letter case or an undecodable slug is no page", async () => {
    expect(await unexpected(["/Products/Catalog", "/de/Produkte/Katalog", "/products/catalog/%E0%A4%A", "/products/catalog/a%00b"], 404)).toEqual([]);
  });

  // The alternates come from the matched route id and its params (ADR 052), on its 404 as before.
  it("links a table route to the same route in every locale (hreflang), for an unknown slug too", async () => {
    const product = inject("routeParams").product!;
    for (const slug of [product.slug, "no-such-product"]) {
      const html = await (await fetch(url(href("product", "de", { slug })))).text();
      const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], new URL(m[2]).pathname]);
      const expected = LOCALES.map((locale) => [LANGUAGE_OF[locale], href("product", locale, { slug })]);
      expect(alternates, slug).toEqual([...expected, ["x-default", href("product", "en", { slug })]]);
    }
  });

  it("ignores malformed pagination parameters", async () => {
    const lists: RouteName[] = ["blog", "catalog", "inventory", "downloads", "events", "news", "careerList", "careerNews", "careerEvents", "stories", "search"];
    const queries = ["?page=-3&page_size=abc", "?page=999999999999", "?page=1e9&page_size=-1", "?page=abc&page_size=999999999999", "?page=&page_size="];
    const paths = lists.flatMap((name) => queries.map((q) => href(name, "en") + q));
    paths.push(href("blog", "de") + "?page=-3&page_size=abc", href("news", "jp") + "?page=999999999999");
    expect(await unexpected(paths, 200)).toEqual([]);
  });
});

// Remix's lazy route discovery (/__manifest?p=…) answers with the routes of the paths asked for.
// The page cache once kept one entry for every p: the routes of the first path asked went to all
// later ones, and a client-side navigation to another route (the thank-you page after a form sent
// with JavaScript) rendered the CMS page's component without its data: "Something went wrong".
describe("route discovery", () => {
  it("answers each path with its own routes, however often it was asked before", async () => {
    const html = await (await fetch(url("/contact"))).text();
    const version = /\/assets\/manifest-([0-9a-f]+)\.js/.exec(html)?.[1];
    expect(version, "the build version in the page's manifest script").toBeTruthy();
    const routesFor = async (path: string) => {
      const response = await fetch(url(`/__manifest?p=${encodeURIComponent(path)}&version=${version}`));
      expect(response.status, path).toBe(200);
      return Object.keys((await response.json()) as Record<string, unknown>);
    };
    for (let round = 0; round < 2; round++) {
      expect(await routesFor("/company")).toContain("cms-page");
      expect(await routesFor(href("formThankYou", "en"))).toContain(routeId("formThankYou", "en"));
      expect(await routesFor(href("catalog", "de"))).toContain(routeId("catalog", "de"));
    }
  });
});
