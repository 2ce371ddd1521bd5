import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { seed } from "../../db/seed";
import { insertPage } from "../../db/seed/insert-page";
import { addModule, ensureDraft, publishPage } from "~/cms/revisions.server";
import { indexPage } from "./search-index.server";
import { searchDocuments } from "./search.server";

let db: Db;
beforeAll(async () => {
  db = createDb({});
  await migrateToLatest(db);
  await seed(db);
});
afterAll(() => db.destroy());

const search = (locale: "en" | "de" | "cn" | "jp" | "kr", q: string, kind?: "product" | "page") =>
  searchDocuments(db, { site: "main", locale, q, kind, limit: 12, offset: 0 });

describe("full-text search", () => {
  it("ranks English matches and highlights them", async () => {
    const result = await search("en", "humidity sensor");
    expect(result.total).toBeGreaterThan(0);
    expect(result.hits[0].snippet).toContain("<mark>");
    expect(result.counts.product).toBeGreaterThan(0);
  });

  it("stems German words (Feuchtesensoren finds Feuchtesensor)", async () => {
    const result = await search("de", "Feuchtesensoren");
    expect(result.total).toBeGreaterThan(0);
    expect(result.hits.some((h) => h.href.startsWith("/de/"))).toBe(true);
  });

  it("finds CJK terms inside words without spaces", async () => {
    for (const [locale, term] of [["cn", "湿度"], ["jp", "湿度"], ["kr", "습도"]] as const) {
      const result = await search(locale, term);
      expect(result.total, locale).toBeGreaterThan(0);
      expect(result.hits[0].snippet, locale).toContain(`<mark>${term}</mark>`);
    }
  });

  it("filters by type and paginates in SQL", async () => {
    const all = await search("en", "sensor");
    const products = await search("en", "sensor", "product");
    expect(products.hits.every((h) => h.kind === "product")).toBe(true);
    expect(products.total).toBe(all.counts.product);
    const second = await searchDocuments(db, { site: "main", locale: "en", q: "sensor", kind: "product", limit: 12, offset: 12 });
    expect(second.hits[0]?.href).not.toBe(products.hits[0].href);
  });

  it.each([
    '"unclosed phrase',
    "sensor OR OR -",
    "'; drop table pages; --",
    "!!! & | <-> :*",
    "x".repeat(10_000),
    "<script>alert(1)</script>",
  ])("answers any query without failing: %s", async (q) => {
    const result = await search("en", q);
    expect(Array.isArray(result.hits)).toBe(true);
    for (const hit of result.hits) expect(hit.snippet).not.toContain("<script>");
  });

  it("indexes a page again when it is published", async () => {
    const pageId = await insertPage(db, {
      translations: { en: { slug: "search-test", title: "Search test" } },
      modules: [{ type: "TEXT_BLOCK", content: { en: { body: "<p>Nothing special</p>" } } }],
    });
    await indexPage(db, pageId);
    expect((await search("en", "quasiperiodic")).total).toBe(0);
    const { version } = await ensureDraft(db, pageId, null);
    await addModule(db, { pageId, version, type: "TEXT_BLOCK", position: null, locale: "en", layout: {}, data: { body: "<p>Quasiperiodic <b>calibration</b></p>" } });
    await publishPage(db, { pageId, version: version + 1 });
    await indexPage(db, pageId);
    const found = await search("en", "quasiperiodic", "page");
    expect(found.hits.map((h) => h.href)).toEqual(["/search-test"]);
  });
});
