import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../tests/support/test-db";
import { migrateDownAll, migrateToLatest } from "./migrate";
import { seedIfEmpty } from "./seed";

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
  });
});
