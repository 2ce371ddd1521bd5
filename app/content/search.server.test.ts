import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { seed } from "../../db/seed";
import { insertPage } from "../../db/seed/insert-page";
import { createTestDb, type TestDb } from "../../tests/support/test-db";
import { addModule, ensureDraft, publishPage } from "~/cms/revisions.server";
import { indexPage } from "./search-index.server";
import { searchDocuments } from "./search.server";
import { reindexAll } from "~/content/search-index.server";
import { moduleSamples } from "~/modules/samples.generated";

let testDb: TestDb;
let db: Db;
beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  await migrateToLatest(db);
  await seed(db, reindexAll, moduleSamples);
}, 120_000);
afterAll(() => testDb.destroy());

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

  it("finds CO₂ whether typed co2, CO₂ or full-width ＣＯ２", async () => {
    for (const locale of ["en", "de", "jp"] as const) {
      const [ascii, subscript, fullWidth] = await Promise.all(["co2", "CO₂", "ＣＯ２"].map((q) => search(locale, q)));
      expect(ascii.total, locale).toBeGreaterThan(0);
      expect(subscript.total, locale).toBe(ascii.total);
      expect(fullWidth.total, locale).toBe(ascii.total);
    }
  });

  it("ignores diacritics (Stäfa, Stafa) and keeps German stemming (Lüfter, Lufter, Lüftern)", async () => {
    const pageId = await insertPage(db, {
      translations: { en: { slug: "fan-control", title: "Fan control" }, de: { slug: "luefter", title: "Steuerung" } },
      modules: [{ type: "TEXT_BLOCK", content: { en: { body: "<p>Fans</p>" }, de: { body: "<p>Der Lüfter läuft leiser.</p>" } } }],
    });
    await indexPage(db, pageId);
    for (const q of ["Lüfter", "Lufter", "LÜFTER", "Lüftern"]) {
      expect((await search("de", q, "page")).hits.map((h) => h.href), q).toContain("/de/luefter");
    }
    // English has no umlaut folding in its stemmer: unaccent does it.
    for (const locale of ["en", "de", "kr"] as const) {
      const [umlaut, plain] = await Promise.all([search(locale, "Stäfa"), search(locale, "Stafa")]);
      expect(umlaut.total, locale).toBeGreaterThan(0);
      expect(plain.total, locale).toBe(umlaut.total);
    }
  });

  it("leaves the internal style guide out", async () => {
    for (const [locale, q] of [["en", "style guide"], ["de", "Styleguide"], ["de", "Feuchtesensor"]] as const) {
      const result = await searchDocuments(db, { site: "main", locale, q, limit: null, offset: 0 });
      expect(result.hits.map((h) => h.href).filter((href) => href.endsWith("/styleguide")), `${locale} ${q}`).toEqual([]);
    }
  });

  it("ranks a title match above a summary match above a body match", async () => {
    const page = (slug: string, title: string, description: string, body: string) =>
      insertPage(db, { translations: { en: { slug, title, description } }, modules: [{ type: "TEXT_BLOCK", content: { en: { body: `<p>${body}</p>` } } }] });
    // Alphabetical order of the titles is the reverse of the expected ranking.
    const ids = await Promise.all([
      page("rank-body", "A body match", "Nothing here.", "Xylophonic xylophonic xylophonic xylophonic."),
      page("rank-summary", "B summary match", "Xylophonic calibration.", "Nothing here."),
      page("rank-title", "C xylophonic", "Nothing here.", "Nothing here."),
    ]);
    for (const id of ids) await indexPage(db, id);
    const found = await search("en", "xylophonic", "page");
    expect(found.hits.map((h) => h.href)).toEqual(["/rank-title", "/rank-summary", "/rank-body"]);
  });

  it("has no title twice among the first ten hits for sensor", async () => {
    for (const locale of ["en", "de"] as const) {
      const titles = (await search(locale, "sensor")).hits.slice(0, 10).map((h) => h.title.replace(/\s*\(\d{4}\)$/, ""));
      expect(new Set(titles).size, `${locale}: ${titles.join(" | ")}`).toBe(titles.length);
    }
  });
});
