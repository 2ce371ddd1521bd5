import { describe, expect, it } from "vitest";
import { text, url } from "./support/site";

// Content sections over plain HTTP: bad filter values and odd queries give a page, never a 500.
async function page(path: string): Promise<string> {
  const response = await fetch(url(path));
  expect(response.status, path).toBe(200);
  return response.text();
}

const html = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

describe("content sections", () => {
  it("show the translated empty state for a filter value that does not exist", async () => {
    expect(await page("/career/list?location=Atlantis")).toContain(html(text("en", "jobs.empty", "content")));
    expect(await page("/de/karriere/stellen?location=Atlantis")).toContain(html(text("de", "jobs.empty", "content")));
    expect(await page("/career/career-news/employee-stories?group=Pirates")).toContain(html(text("en", "stories.empty", "content")));
    expect(await page("/products/catalog?status=bogus")).toContain(html(text("en", "empty", "content")));
    expect(await page("/company/news/press-releases-and-news?category=7")).toContain(html(text("en", "empty", "content")));
  });

  it("answer search queries of any length or content", async () => {
    for (const q of ['"unclosed', "a OR OR -", "'; drop table pages; --", "x".repeat(10_000), "<script>alert(1)</script>"]) {
      const body = await page(`/search?q=${encodeURIComponent(q)}`);
      expect(body).not.toContain("<script>alert(1)</script>");
    }
    expect(await page("/search?q=humidity")).toContain("<mark>");
    expect(await page(`/cn/search?q=${encodeURIComponent("湿度")}`)).toContain("<mark>湿度</mark>");
  });

  it("serve a sitemap index whose children list URLs with alternates, and robots.txt naming the index", async () => {
    const index = await page("/sitemap.xml");
    expect(index).toContain("<sitemapindex ");
    const children = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => new URL(m[1]).pathname);
    expect(children).toContain("/sitemaps/routes-1.xml");
    const routes = await page("/sitemaps/routes-1.xml");
    expect(routes).toContain("<urlset ");
    expect(routes).toContain('hreflang="x-default"');
    expect(routes).toContain("/de/produkte/katalog");
    for (const missing of ["/sitemaps/pages-999.xml", "/sitemaps/nothing-1.xml", "/sitemaps/pages-0.xml"]) {
      expect((await fetch(url(missing))).status, missing).toBe(404);
    }
    expect(await page("/robots.txt")).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
  });
});
