import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap.server";

describe("sitemapXml", () => {
  it("lists every locale's URL with all alternates and x-default, escaped", () => {
    const xml = sitemapXml("https://example.com", [{ alternates: { en: "/a?x=1&y=2", de: "/de/a" } }]);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain("<loc>https://example.com/a?x=1&#38;y=2</loc>");
    expect(xml).toContain('hreflang="de" href="https://example.com/de/a"');
    expect(xml).toContain('hreflang="x-default" href="https://example.com/a?x=1&#38;y=2"');
  });
});
