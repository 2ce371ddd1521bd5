import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../db/migrate";
import { seed } from "../../db/seed";
import { createTestDb, type TestDb } from "../../tests/support/test-db";
import { LOCALES } from "~/i18n/locales";
import {
  parseSitemapFile,
  sitemapFileBatches,
  sitemapFiles,
  sitemapIndexXml,
  sitemapXml,
  type SitemapEntry,
  type SitemapFile,
} from "./sitemap.server";
import { reindexAll } from "~/content/search-index.server";
import { moduleSamples } from "~/modules/samples.generated";

describe("sitemapXml", () => {
  it("lists every locale's URL with all alternates and x-default, escaped", () => {
    const xml = sitemapXml("https://example.com", [{ alternates: { en: "/a?x=1&y=2", de: "/de/a" } }]);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain("<loc>https://example.com/a?x=1&#38;y=2</loc>");
    expect(xml).toContain('hreflang="de" href="https://example.com/de/a"');
    expect(xml).toContain('hreflang="x-default" href="https://example.com/a?x=1&#38;y=2"');
  });

  it("gives each URL its lastmod when the entry has one", () => {
    const xml = sitemapXml("https://example.com", [{ alternates: { en: "/a" }, lastmod: new Date("2026-03-04T05:06:07Z") }]);
    expect(xml).toContain("<loc>https://example.com/a</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod>");
  });
});

describe("sitemapIndexXml and the child names", () => {
  it("names each child under /sitemaps/ with the origin", () => {
    const xml = sitemapIndexXml("https://example.com", [{ kind: "pages", number: 1 }, { kind: "news", number: 2 }]);
    expect(xml).toContain("<sitemapindex ");
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://example.com/sitemaps/pages-1.xml",
      "https://example.com/sitemaps/news-2.xml",
    ]);
  });

  it("reads a child's name back, and nothing else", () => {
    expect(parseSitemapFile("products-12.xml")).toEqual({ kind: "products", number: 12 });
    for (const bad of ["products-0.xml", "products-1", "unknown-1.xml", "pages-01.xml", "pages-1.xml.gz", "../pages-1.xml", "pages-9999999.xml"]) {
      expect(parseSitemapFile(bad)).toBeNull();
    }
  });
});

describe("the sitemap children on the seeded database", () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
    await migrateToLatest(testDb.db);
    await seed(testDb.db, reindexAll, moduleSamples);
  }, 120_000);
  afterAll(() => testDb.destroy());

  async function entriesOf(file: SitemapFile, perFile?: number): Promise<SitemapEntry[] | null> {
    const batches = await sitemapFileBatches(testDb.db, "main", LOCALES, file, perFile);
    if (!batches) return null;
    const entries: SitemapEntry[] = [];
    for await (const batch of batches) entries.push(...batch);
    return entries;
  }

  async function allPaths(perFile?: number): Promise<string[]> {
    const files = await sitemapFiles(testDb.db, "main", perFile);
    const paths: string[] = [];
    for (const file of files) paths.push(...((await entriesOf(file, perFile)) ?? []).flatMap((e) => Object.values(e.alternates)));
    return paths;
  }

  it("leaves out internal pages (the style guide)", async () => {
    const paths = await allPaths();
    expect(paths).toContain("/de");
    expect(paths).toContain("/company/about-us");
    expect(paths).toContain("/de/produkte/katalog");
    expect(paths.filter((p) => p.endsWith("/styleguide"))).toEqual([]);
  });

  it("splits each kind into children of at most the limit, which together hold every URL once", async () => {
    const whole = await allPaths();
    const files = await sitemapFiles(testDb.db, "main", 3);
    expect(files.length).toBeGreaterThan((await sitemapFiles(testDb.db, "main")).length);
    for (const file of files) {
      const entries = await entriesOf(file, 3);
      expect(entries?.length, `${file.kind}-${file.number}`).toBeGreaterThan(0);
      expect(entries!.length).toBeLessThanOrEqual(3);
    }
    const split = await allPaths(3);
    expect(split.length).toBe(whole.length);
    expect(new Set(split).size).toBe(split.length);
    expect([...split].sort()).toEqual([...whole].sort());
  });

  it("has no child past the last row and none of a kind a variant site does not list", async () => {
    const products = (await sitemapFiles(testDb.db, "main", 3)).filter((f) => f.kind === "products");
    expect(await entriesOf({ kind: "products", number: products.length + 1 }, 3)).toBeNull();
    expect(await sitemapFileBatches(testDb.db, "developer", LOCALES, { kind: "products", number: 1 })).toBeNull();
  });

  it("gives pages and articles their publication date as lastmod", async () => {
    const pages = await entriesOf({ kind: "pages", number: 1 });
    expect(pages!.every((e) => e.lastmod instanceof Date)).toBe(true);
    const news = await entriesOf({ kind: "news", number: 1 });
    expect(news!.every((e) => e.lastmod instanceof Date)).toBe(true);
  });
});
