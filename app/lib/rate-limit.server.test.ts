import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { createTestDb, type TestDb } from "../../tests/support/test-db";
import { databaseRateLimiter } from "./rate-limit.server";

// On the embedded database, or on PostgreSQL when DATABASE_URL is set (as in CI's second run).
let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await migrateToLatest(t.db);
});
afterAll(() => t?.destroy());

const options = { keyPrefix: "test", points: 3, duration: 60 };

describe("databaseRateLimiter", () => {
  it("counts in the database: two limiters (two instances) share one budget per key", async () => {
    const first = databaseRateLimiter({ ...options, keyPrefix: "shared" }, () => t.db);
    const second = databaseRateLimiter({ ...options, keyPrefix: "shared" }, () => t.db);
    await first.consume("10.0.0.1");
    await second.consume("10.0.0.1");
    await first.consume("10.0.0.1");
    await expect(second.consume("10.0.0.1")).rejects.toMatchObject({ remainingPoints: 0, consumedPoints: 4 });
    await expect(first.consume("10.0.0.2")).resolves.toMatchObject({ remainingPoints: 2 }); // another key
    const row = await t.db.selectFrom("rate_limits").select(["points", "expire"]).where("key", "=", "shared:10.0.0.1").executeTakeFirstOrThrow();
    expect(row.points).toBe(4);
    expect(Number(row.expire)).toBeGreaterThan(Date.now());
  });

  it("reads, penalizes and deletes a key, as the sign-in limiter does", async () => {
    const limiter = databaseRateLimiter({ ...options, keyPrefix: "account" }, () => t.db);
    expect(await limiter.get("a@example.com")).toBeNull();
    await limiter.penalty("a@example.com", 2);
    expect(await limiter.get("a@example.com")).toMatchObject({ consumedPoints: 2 });
    expect(await limiter.delete("a@example.com")).toBe(true);
    expect(await limiter.get("a@example.com")).toBeNull();
  });

  it("keeps counting in memory while the database fails", async () => {
    const broken: Db = createDb({});
    await broken.destroy();
    await expect(broken.selectFrom("rate_limits").selectAll().execute()).rejects.toThrow(); // every query now fails
    const limiter = databaseRateLimiter({ ...options, keyPrefix: "outage" }, () => broken);
    for (let i = 0; i < 3; i++) await limiter.consume("10.9.9.9");
    await expect(limiter.consume("10.9.9.9")).rejects.toMatchObject({ remainingPoints: 0 });
  });
});
