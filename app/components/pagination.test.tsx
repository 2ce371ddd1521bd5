import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { resources } from "~/i18n/resources";
import type { Locale } from "~/i18n/locales";
import { pageHref, Pagination } from "./pagination";

// Server-rendered inside a static data router, as a visitor without JavaScript gets it.
async function render(url: string, node: ReactNode, locale: Locale = "en"): Promise<string> {
  const handler = createStaticHandler([{ path: "*", element: node }]);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(locale, resources[locale])}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
  );
}

const links = (html: string) => [...html.matchAll(/<a [^>]*>/g)].map((m) => m[0]);
const hrefs = (html: string) => links(html).map((a) => a.match(/href="([^"]*)"/)?.[1]?.replaceAll("&amp;", "&"));

describe("Pagination", () => {
  it("is hidden for one page at the default size", async () => {
    expect(await render("/news", <Pagination page={1} last={1} pageSize={12} />)).toBe("");
  });

  it("shows only the size chooser for one page at another size", async () => {
    const html = await render("/company/news/press-releases-and-news?page_size=all", <Pagination page={1} last={1} pageSize="all" />);
    expect(html).toContain('aria-label="Pagination"');
    expect(links(html)).toHaveLength(0);
    expect(html).toMatch(/<option value="all" selected="">All<\/option>/);
  });

  it("links pages with ellipses, rel=prev/next and aria-current, keeping the query the route reads", async () => {
    const html = await render("/company/news/press-releases-and-news?category=1&page=5&page_size=24&utm_source=mail", <Pagination page={5} last={10} pageSize={24} />);
    expect(html).toMatch(/^<nav class="pagination" aria-label="Pagination">/);
    expect(hrefs(html)).toEqual([
      "/company/news/press-releases-and-news?category=1&page=4&page_size=24",
      "/company/news/press-releases-and-news?category=1&page_size=24",
      "/company/news/press-releases-and-news?category=1&page=4&page_size=24",
      "/company/news/press-releases-and-news?category=1&page=5&page_size=24",
      "/company/news/press-releases-and-news?category=1&page=6&page_size=24",
      "/company/news/press-releases-and-news?category=1&page=10&page_size=24",
      "/company/news/press-releases-and-news?category=1&page=6&page_size=24",
    ]);
    expect(links(html)[0]).toContain('rel="prev"');
    expect(links(html).at(-1)).toContain('rel="next"');
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*>5<\/a>/);
    expect(html.match(/…/g)).toHaveLength(2);
  });

  it("has no previous link on the first page and no next link on the last", async () => {
    const first = await render("/newsroom/blog", <Pagination page={1} last={3} pageSize={12} />);
    expect(first).not.toContain('rel="prev"');
    expect(first).toContain('rel="next"');
    const last = await render("/newsroom/blog?page=3", <Pagination page={3} last={3} pageSize={12} />);
    expect(last).toContain('rel="prev"');
    expect(last).not.toContain('rel="next"');
  });

  it("chooses the page size with a GET form that keeps the other parameters and drops the page", async () => {
    const html = await render("/de/produkte/katalog?category=co2&fbclid=abc&view=table&page=2", <Pagination page={2} last={3} pageSize={12} />, "de");
    const form = html.match(/<form[^>]*>[\s\S]*<\/form>/)?.[0] ?? "";
    expect(form).toMatch(/method="get"/);
    expect(form).toMatch(/action="\/de\/produkte\/katalog"/);
    expect(form).toContain('<input type="hidden" name="category" value="co2"/>');
    expect(form).toContain('<input type="hidden" name="view" value="table"/>');
    expect(form).not.toContain('name="page"');
    expect(form).not.toContain("fbclid");
    expect(form.match(/<option /g)).toHaveLength(3);
    expect(form).toMatch(/<option value="12" selected="">12<\/option>/);
    expect(form).toContain(resources.de.common.pagination.pageSize);
    expect(html).toContain(`aria-label="${resources.de.common.pagination.label}"`);
  });
});

describe("pageHref", () => {
  it("replaces the page and drops it for page 1", () => {
    expect(pageHref("/x", "?page=3&q=a%20b", 4)).toBe("/x?page=4&q=a+b");
    expect(pageHref("/x", "?page=3", 1)).toBe("/x");
    expect(pageHref("/x", "", 2)).toBe("/x?page=2");
  });
});
