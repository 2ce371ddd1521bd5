import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb, type Db } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { seed } from "../../db/seed";
import { createTestDb, type TestDb } from "../../tests/support/test-db";
import { readRouteParams, type SeedParams } from "../../tests/e2e/route-params";
import { testContext } from "../../tests/support/request-context";
import { siteOrigin } from "~/config.server";
import { createI18n } from "~/i18n/i18n";
import { LOCALES, type Locale } from "~/i18n/locales";
import { resources } from "~/i18n/resources";
import { href, matchRoute, ROUTE_NAMES, ROUTE_TABLE, routeId, type RouteName } from "~/i18n/route-table";
import { reindexAll } from "~/content/search-index.server";
import { moduleSamples } from "~/modules/samples.generated";

// Every table route's screen, in every locale, on the seeded example company: the loader answers
// and the component renders an <h1> with translated strings (no raw i18n keys).

type Screen = {
  loader: (args: LoaderFunctionArgs) => Promise<unknown>;
  default: ComponentType;
};
const screens = import.meta.glob<Screen>(["./*.tsx", "!./cms-page.tsx", "!./*.test.tsx"]);

let testDb: TestDb;
let db: Db;
let params: SeedParams;

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  await migrateToLatest(db);
  await seed(db, reindexAll, moduleSamples);
  setDb(db);
  params = await readRouteParams(db);
}, 120_000);
afterAll(() => testDb.destroy());

async function load(path: string): Promise<{ screen: Screen; data: unknown }> {
  const match = matchRoute(path.split("?")[0]);
  if (!match) throw new Error(`no route for ${path}`);
  const screen = await screens[`./${ROUTE_TABLE[match.name].screen}.tsx`]();
  const request = new Request(`http://localhost${path}`);
  const context = testContext(request, { routeId: routeId(match.name, match.locale) });
  const data = await screen.loader({ request, params: match.params, context });
  return { screen, data };
}

async function render(path: string, locale: Locale): Promise<{ html: string; data: Record<string, unknown> }> {
  const { screen, data } = await load(path);
  const Component = screen.default;
  const handler = createStaticHandler([{ id: "screen", path: "*", loader: () => data as Record<string, unknown>, element: <Component /> }]);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(locale, resources[locale])}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
  );
  return { html, data: data as Record<string, unknown> };
}

async function status(path: string): Promise<number> {
  try {
    await load(path);
    return 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

const KEY = /\b(all|filter|empty|status|blog|news|events|jobs|stories|catalog|product|compare|downloads|inventory|partners|regions|faq|support|career|search|pagination|login)\.[a-z][A-Za-z]+(\.[A-Za-z_]+)*\b/;
const pathOf = (name: RouteName, locale: Locale) => href(name, locale, params[name] ?? {});

/** The route's seeded address in a locale, after the 301 to an item's own slug there (ADR 057). */
async function localPath(name: RouteName, locale: Locale): Promise<string> {
  const path = pathOf(name, locale);
  try {
    await load(path);
    return path;
  } catch (error) {
    if (!(error instanceof Response) || error.status !== 301) throw error;
    const location = error.headers.get("location")!;
    expect(matchRoute(location)).toMatchObject({ name, locale });
    return location;
  }
}

describe.each(LOCALES)("screens in %s", (locale) => {
  it.each(ROUTE_NAMES)("%s renders an h1 with translated text", async (name) => {
    expect(params[name] === null, `${name} has seeded content`).toBe(false);
    const path = await localPath(name, locale);
    const { html, data } = await render(path, locale);
    expect(html).toMatch(/<h1[ >]/);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    const text = html.replace(/<[^>]+>/g, " ");
    expect(text.match(KEY)?.[0], `raw i18n key in ${name}`).toBeUndefined();
    expect(html.replace(/(href|src|action)="[^"]*"/g, "").match(KEY)?.[0], `raw i18n key in an attribute of ${name}`).toBeUndefined();
    expect(typeof data.title).toBe("string");
    if (name !== "login") {
      // Absolute URLs come from the configured origin (PUBLIC_URL), never from the request (ADR 026).
      expect(data.canonical).toBe(`${siteOrigin(null)}${path}`);
      expect(String(data.description ?? "")).not.toBe("");
    }
  });
});

describe("screen behaviour", () => {
  // The page cache keys a table route on its declared `query` only (issue 27): a parameter it does
  // not declare must not change a byte of the page, or a cached page would differ from its render.
  // Sign-in is never cached (it is private, and its form posts back to its own URL, query and all).
  const cacheable = ROUTE_NAMES.filter((name) => name !== "login");
  it.each(cacheable)("renders %s the same with made-up query parameters", async (name) => {
    const path = `${pathOf(name, "en")}?page=2`;
    const plain = await render(path, "en");
    const tracked = await render(`${path}&utm_source=mail&fbclid=IwAR0&made_up=1`, "en");
    expect(tracked.html).toBe(plain.html);
    expect(tracked.data).toEqual(plain.data);
  });

  it("answers 404 for unknown slugs on every detail route", async () => {
    const details: RouteName[] = ["blogPost", "product", "inventoryItem", "event", "careerEvent", "newsArticle", "careerNewsArticle", "story", "blogAuthor"];
    for (const name of details) {
      const key = Object.keys(params[name] ?? {})[0];
      expect(await status(href(name, "de", { [key]: "does-not-exist" })), name).toBe(404);
    }
  });

  it("keeps article kinds apart: a newsroom slug is not a career news article", async () => {
    const newsroom = params.newsArticle!.slug;
    expect(await status(href("careerNewsArticle", "en", { slug: newsroom }))).toBe(404);
    const careerEvent = params.careerEvent!.slug;
    expect(await status(href("event", "en", { slug: careerEvent }))).toBe(404);
  });

  it("shows the last page for a page past the end, and tolerates malformed paging", async () => {
    const { data } = await render(`${href("blog", "en")}?page=999`, "en");
    const listing = data.listing as { page: number; last: number; shown: number };
    expect(listing.page).toBe(listing.last);
    expect(listing.shown).toBeGreaterThan(0);
    const odd = await render(`${href("catalog", "en")}?page=-1&page_size=abc`, "en");
    expect((odd.data.listing as { page: number; pageSize: number }).pageSize).toBe(12);
  });

  it("renders the pagination control on a long list and hides it on a short one", async () => {
    const blog = await render(href("blog", "en"), "en");
    const total = (blog.data.listing as { total: number }).total;
    if (total > 12) {
      expect(blog.html).toContain('aria-label="Pagination"');
      expect(blog.html).toContain('rel="next"');
    }
    const all = await render(`${href("blog", "en")}?page_size=all`, "en");
    expect((all.data.listing as { shown: number }).shown).toBe(total);
    expect(all.html).not.toContain('rel="next"');
  });

  it("filters news by category and the ad hoc page by category 2", async () => {
    const press = await render(`${href("news", "en")}?category=1`, "en");
    expect(press.html).toContain('aria-current="page"');
    expect(press.html).toContain(resources.en.content.news.categories.press);
    const adHoc = await render(href("adHoc", "de"), "de");
    expect(adHoc.html).toContain(resources.de.content.news.adHocTitle.replace(/&/g, "&amp;"));
    const bad = await render(`${href("news", "en")}?category=7`, "en");
    expect((bad.data.listing as { total: number }).total).toBe(0);
  });

  it("switches the catalogue between grid and table", async () => {
    const grid = await render(href("catalog", "en"), "en");
    expect(grid.html).toContain("cards--product");
    const table = await render(`${href("catalog", "en")}?view=table`, "en");
    expect(table.html).toContain('<table class="data-table">');
    expect(table.html).toContain("status-label--");
  });

  it("compares two to four products and explains when fewer are chosen", async () => {
    const products = await db.selectFrom("products").select("slug").orderBy("id").limit(5).execute();
    const one = await render(`${href("compare", "en")}?products=${products[0].slug}`, "en");
    expect(one.html).toContain(resources.en.content.compare.needTwo);
    const two = await render(`${href("compare", "jp")}?product=${products[0].slug}&product=${products[1].slug}`, "jp");
    expect(two.html).toContain("compare__table");
    expect((two.data.products as unknown[]).length).toBe(2);
    const five = await render(`${href("compare", "en")}?products=${products.map((p) => p.slug).join(",")}`, "en");
    expect((five.data.products as unknown[]).length).toBe(4);
    expect(five.html).toContain(resources.en.content.compare.tooMany);
  });

  it("prices inventory in USD with two decimals", async () => {
    const { html } = await render(href("inventory", "de"), "de");
    expect(html).toMatch(/\$\d{1,3}(,\d{3})*\.\d{2}/);
  });

  it("shows the translated empty states for jobs and stories", async () => {
    const jobs = await render(`${href("careerList", "kr")}?location=Atlantis`, "kr");
    expect(jobs.html).toContain(resources.kr.content.jobs.empty);
    const stories = await render(`${href("stories", "jp")}?group=Pirates`, "jp");
    expect(stories.html).toContain(resources.jp.content.stories.empty);
  });

  it("sanitizes article bodies from the database", async () => {
    await db
      .insertInto("blog_posts")
      .values({
        slug: "xss-test",
        published_at: new Date(Date.now() - 1000),
        content: JSON.stringify({ en: { title: "XSS", summary: "", body: '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=y></p>' } }),
      })
      .execute();
    const { html } = await render(href("blogPost", "en", { post: "xss-test" }), "en");
    expect(html).toContain("<p>Hi</p>");
    expect(html).not.toMatch(/script|onclick|onerror/);
  });

  it("groups channel partners by region", async () => {
    const { html } = await render(href("channelPartners", "de"), "de");
    expect(html.match(/<h2 id="region-/g)?.length).toBeGreaterThan(1);
  });
});
