import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createTestDb, type TestDb } from "../../tests/support/test-db";
import { migrateToLatest } from "../migrate";
import { seed } from "../seed";
import { parseFactor, SeedScaleError, seedScale } from ".";
import { searchDocuments } from "../../app/content/search.server";
import { storedDataErrors } from "../../app/editor/pages/editor-view.server";
import { reindexAll } from "../../app/content/search-index.server";
import { moduleSamples } from "../../app/modules/samples.generated";

let t: TestDb;

const TABLES = ["news_articles", "blog_posts", "events", "employee_stories", "series", "products", "inventory_items", "downloads", "jobs", "pages"] as const;

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(t.db);
    out[table] = Number(rows[0].n);
  }
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from form_submissions where form_id = 1`.execute(t.db);
  out.submissions = Number(rows[0].n);
  return out;
}

beforeAll(async () => {
  t = await createTestDb();
  await migrateToLatest(t.db);
}, 120_000);

afterAll(async () => {
  await t?.destroy();
});

describe("seed:scale arguments", () => {
  it("takes --factor N (1–1000) and refuses anything else with the usage", () => {
    expect(parseFactor(["--factor", "10"])).toBe(10);
    expect(parseFactor(["--factor=100"])).toBe(100);
    for (const bad of [[], ["--factor"], ["--factor", "0"], ["--factor", "2.5"], ["--factor", "x"], ["--factor", "1001"], ["--size", "2"]]) {
      expect(() => parseFactor(bad)).toThrow(SeedScaleError);
      expect(() => parseFactor(bad)).toThrow(/npm run seed:scale -- --factor N/);
    }
  });
});

describe("seed:scale", () => {
  it("refuses a database without the example content", async () => {
    await expect(seedScale(t.db, 2, { indexContent: reindexAll, where: "The test database" })).rejects.toThrow("The test database has no example content: run `npm run db:seed` first");
  });

  it("grows every kind to N× in all five locales, adds N × 2,000 submissions, indexes it all, and adds nothing when run again", async () => {
    await seed(t.db, reindexAll, moduleSamples);
    const before = await counts();
    expect(before.submissions).toBe(0);

    await seedScale(t.db, 1, { indexContent: reindexAll });
    const one = await counts();
    expect(one).toEqual({ ...before, submissions: 2_000 }); // --factor 1: only the submissions

    await seedScale(t.db, 2, { indexContent: reindexAll });
    const two = await counts();
    for (const table of TABLES) expect(two[table], table).toBe(2 * before[table]);
    expect(two.submissions).toBe(4_000);

    // Generated downloads link to real files, a few shared ones (no file per generated product).
    const files = await t.db
      .selectFrom("downloads as d")
      .innerJoin("products as p", "p.id", "d.product_id")
      .leftJoin("media as m", "m.id", "d.media_id")
      .where(sql<boolean>`p.slug ~ '-g[0-9]+$'`)
      .select(["d.kind", "m.id", "m.kind as mediaKind", "m.content_type"])
      .distinct()
      .execute();
    expect(files.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: "document", id: expect.any(Number), mediaKind: "document", content_type: "application/pdf" },
      { kind: "software", id: expect.any(Number), mediaKind: "file", content_type: "application/zip" },
    ]);

    // All five locales, German in German.
    const article = await t.db.selectFrom("news_articles").select("content").where(sql<boolean>`slug ~ '-g[0-9]+$'`).orderBy("id").executeTakeFirstOrThrow();
    const content = article.content as Record<string, { title: string }>;
    expect(Object.keys(content).sort()).toEqual(["cn", "de", "en", "jp", "kr"]);
    expect(content.de.title).not.toBe(content.en.title);

    // Generated pages: modules valid against their schemas in every locale.
    const modules = await t.db
      .selectFrom("page_modules as m")
      .innerJoin("page_module_contents as c", (join) => join.onRef("c.revision_id", "=", "m.revision_id").onRef("c.module_id", "=", "m.id"))
      .innerJoin("page_revisions as r", "r.id", "m.revision_id")
      .where("r.page_id", ">", before.pages)
      .select(["m.id", "m.type", "m.layout", "c.locale", "c.data"])
      .execute();
    expect(modules.length).toBe(3 * 5 * before.pages);
    const invalid = modules.filter((row) => storedDataErrors({ id: row.id, type: row.type, layout: row.layout, data: row.data }));
    expect(invalid).toEqual([]);

    // Searchable: a generated page and generated articles are in the index.
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from search_documents where ref in (select slug from news_articles where slug ~ '-g[0-9]+$')`.execute(t.db);
    expect(Number(rows[0].n)).toBe(5 * (two.news_articles - before.news_articles));
    const found = await searchDocuments(t.db, { site: "main", locale: "de", q: "Applikationshinweise", limit: 10, offset: 0 });
    expect(found.hits.map((h) => h.href)).toContain("/de/applikationshinweise");

    // Deterministic and idempotent: the same factor again adds nothing.
    const slugs = await t.db.selectFrom("products").select("slug").orderBy("id", "desc").limit(3).execute();
    await seedScale(t.db, 2, { indexContent: reindexAll });
    expect(await counts()).toEqual(two);
    expect(slugs.map((s) => s.slug).every((s) => /-g\d+$/.test(s))).toBe(true);
  }, 300_000);
});
