import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { LOCALES, type Locale } from "../../app/i18n/locales";
import { href, pageHref, ROUTE_NAMES, ROUTE_TABLE } from "../../app/i18n/route-table";
import { migrateToLatest } from "../../db/migrate";
import { seed } from "../../db/seed";
import { createTestDb, type TestDb } from "../support/test-db";
import { englishOn, englishTexts, textPieces, type EnglishText } from "./support/english-texts";
import { url } from "./support/site";
import { reindexAll } from "../../app/content/search-index.server";
import { moduleSamples } from "../../app/modules/samples.generated";

// Issue 19 item 3: no English where a translation is expected. Every route of the route table
// and every seeded page (but the internal style guide), in each non-English locale, must show none of the seed's English
// sentences that have a translated row, none of the English UI strings, and neither English
// product property names nor English country names. The English texts come from a copy of the
// seed in an own in-memory database (the seed is deterministic: the server's database has the
// same rows).

let t: TestDb;
let texts: EnglishText[];
let cmsPaths: Record<Locale, string[]>;
let compared: string[];

beforeAll(async () => {
  t = await createTestDb();
  await migrateToLatest(t.db);
  await seed(t.db, reindexAll, moduleSamples);
  texts = await englishTexts(t.db);
  // Every page of the main site but the internal style guide (noindex: module samples, not content).
  const pages = await t.db
    .selectFrom("page_translations as t")
    .innerJoin("pages as p", "p.id", "t.page_id")
    .select(["t.locale", "t.path"])
    .where("t.site", "=", "main")
    .where("p.noindex", "=", false)
    .orderBy("t.path")
    .execute();
  cmsPaths = Object.fromEntries(LOCALES.map((l) => [l, pages.filter((p) => p.locale === l).map((p) => pageHref(l, p.path))])) as Record<Locale, string[]>;
  // Two products of different families, so the compare table lists every kind of property.
  const products = await t.db.selectFrom("products").select(["slug", "category_id"]).orderBy("id").execute();
  compared = [products[0].slug, products.find((p) => p.category_id !== products[0].category_id)!.slug];
}, 300_000); // the seed runs once more here: slow on a loaded machine

afterAll(async () => {
  await t?.destroy();
});

function pathsOf(locale: Locale): string[] {
  const params = inject("routeParams");
  const routes = ROUTE_NAMES.filter((name) => !ROUTE_TABLE[name].en.includes(":") || params[name]).map((name) => href(name, locale, params[name] ?? {}));
  routes.push(href("compare", locale, {}, { products: compared.join(",") }));
  return [...routes, ...cmsPaths[locale]];
}

async function englishIn(locale: Locale): Promise<string[]> {
  const found: string[] = [];
  const queue = pathsOf(locale);
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await fetch(url(path));
      const html = await response.text();
      if (response.status !== 200) {
        found.push(`${path}: status ${response.status}`);
        continue;
      }
      for (const text of englishOn(textPieces(html), texts, locale)) found.push(`${path}: "${text.text}" (${text.source})`);
    }
  };
  await Promise.all(Array.from({ length: 3 }, worker));
  return found.sort();
}

describe("pages outside English", () => {
  it("the collected English texts include the ones issue 19 names", () => {
    const all = new Set(texts.map((x) => x.text));
    for (const sentence of ["All rights reserved.", "Accuracy", "Supply voltage", "Switzerland", "Send inquiry"]) {
      expect(all, sentence).toContain(sentence);
    }
  });

  it.each(LOCALES.filter((l) => l !== "en"))("show no seeded English text that has a translation (%s)", async (locale) => {
    expect(await englishIn(locale)).toEqual([]);
  });
});
