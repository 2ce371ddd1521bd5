import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrations } from "../migrations";
import { createTestDb, type TestDb } from "../tests/support/test-db";
import { migrateDownAll, migrateToLatest } from "./migrate";

// Core tables the app cannot run without (the full set is compared between round trips below).
const CORE_TABLES = [
  "users",
  "sessions",
  "pages",
  "page_translations",
  "page_revisions",
  "page_modules",
  "page_module_contents",
  "media",
  "links",
  "nav_items",
  "social_links",
  "products",
  "blog_posts",
  "news_articles",
  "events",
  "jobs",
  "employee_stories",
];

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
});

afterAll(async () => {
  await t?.destroy();
});

/** Every app table with its columns (Kysely's own migration tables are left out). */
async function schemaOf(): Promise<Record<string, string[]>> {
  const tables = await t.db.introspection.getTables();
  return Object.fromEntries(
    tables
      .filter((table) => table.schema === undefined || table.schema === "public")
      .map((table) => [table.name, table.columns.map((c) => `${c.name}:${c.dataType}:${c.isNullable}`).sort()])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

describe("migrations", () => {
  it("migrate up on a fresh database, down all, and up again", async () => {
    const all = Object.keys(migrations);
    expect(all.length).toBeGreaterThan(0);
    expect([...all].sort()).toEqual(all); // names sort in the order they run

    expect(await migrateToLatest(t.db)).toEqual(all);
    const first = await schemaOf();
    expect(Object.keys(first)).toEqual(expect.arrayContaining(CORE_TABLES));
    expect(await migrateToLatest(t.db)).toEqual([]); // nothing left to run

    await migrateDownAll(t.db);
    expect(await schemaOf()).toEqual({});
    await migrateDownAll(t.db); // nothing left to roll back: no error

    expect(await migrateToLatest(t.db)).toEqual(all);
    expect(await schemaOf()).toEqual(first);
  });
});
