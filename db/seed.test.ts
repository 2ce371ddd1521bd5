import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../tests/support/test-db";
import { migrateDownAll, migrateToLatest } from "./migrate";
import { seedIfEmpty } from "./seed";
import { storedDataErrors } from "../app/editor/editor-view.server";

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
  await migrateToLatest(t.db);
});

afterAll(async () => {
  await t?.destroy();
});

async function countPages(): Promise<number> {
  const { count } = await t.db.selectFrom("pages").select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow();
  return Number(count); // pg answers count(*) as a string, PGlite as a number
}

describe("seed", () => {
  it("seeds an empty database once, and again after a reset (npm run db:reset)", async () => {
    expect(await seedIfEmpty(t.db)).toBe(true);
    const pages = await countPages();
    expect(pages).toBeGreaterThan(0);
    expect(await seedIfEmpty(t.db)).toBe(false);
    expect(await countPages()).toBe(pages);

    await migrateDownAll(t.db);
    await migrateToLatest(t.db);
    expect(await countPages()).toBe(0);
    expect(await seedIfEmpty(t.db)).toBe(true);
    expect(await countPages()).toBe(pages);
  }, 180_000); // two seeds with the images drawn at seed time (ADR 030): ~20 s each on a loaded machine
});

describe("seeded modules", () => {
  it("all match their module's schema in every locale, so an editor opens them without errors", async () => {
    await seedIfEmpty(t.db);
    const rows = await t.db
      .selectFrom("page_modules as m")
      .innerJoin("page_module_contents as c", (join) => join.onRef("c.revision_id", "=", "m.revision_id").onRef("c.module_id", "=", "m.id"))
      .select(["m.id", "m.type", "m.layout", "c.locale", "c.data"])
      .execute();
    expect(rows.length).toBeGreaterThan(100);
    const invalid = rows.flatMap((row) => {
      const errors = storedDataErrors({ id: row.id, type: row.type, layout: row.layout, data: row.data });
      return errors ? [`${row.type} ${row.locale}: ${JSON.stringify(errors)}`] : [];
    });
    expect(invalid).toEqual([]);
  });
});
