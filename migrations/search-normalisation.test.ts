import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../db/migrate";
import { seed } from "../db/seed";
import { createTestDb, type TestDb } from "../tests/support/test-db";
import { ensureSearchIndex } from "../app/content/search-index.server";
import { searchDocuments } from "../app/content/search.server";
import { migrations } from "./index";
import { reindexAll } from "../app/content/search-index.server";
import { moduleSamples } from "../app/modules/samples.generated";

// An existing site upgraded to the normalised search (ADR 025): its style guide becomes an
// internal page and its index, built the old way, is rebuilt at the next start.

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await migrateToLatest(t.db);
  await seed(t.db, reindexAll, moduleSamples);
}, 120_000);
afterAll(() => t.destroy());

describe("upgrading to the normalised search", () => {
  it("marks the style guide noindex and rebuilds the index on the next start", async () => {
    const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("2026-11-23-002-rate-limits")).error).toBeUndefined();
    // The index as the previous version built it: built-in configurations, the style guide in it.
    await sql`insert into search_documents (site, locale, kind, ref, title, body, href, config, tsv)
      select 'main', 'en', 'page', page_id::text, title, '', '/styleguide', 'english', to_tsvector('english', title)
      from page_translations where locale = 'en' and path = 'styleguide'`.execute(t.db);

    expect((await migrateToLatest(t.db)).slice(0, 2)).toEqual([
      "2026-11-25-001-search-normalisation",
      "2026-11-25-002-page-noindex",
    ]);
    const styleguide = await t.db
      .selectFrom("pages as p")
      .innerJoin("page_translations as t", "t.page_id", "p.id")
      .select("p.noindex")
      .where("t.locale", "=", "en")
      .where("t.path", "=", "styleguide")
      .executeTakeFirstOrThrow();
    expect(styleguide.noindex).toBe(true);
    expect(await t.db.selectFrom("search_documents").select("id").execute()).toEqual([]);

    expect(await ensureSearchIndex(t.db)).toBe(true);
    const co2 = await searchDocuments(t.db, { site: "main", locale: "en", q: "co2", limit: null, offset: 0 });
    expect(co2.total).toBeGreaterThan(0);
    const styleguideHits = await searchDocuments(t.db, { site: "main", locale: "en", q: "style guide", limit: null, offset: 0 });
    expect(styleguideHits.hits.filter((h) => h.href === "/styleguide")).toEqual([]);
  });
});
