import { CompiledQuery } from "kysely";
import { RateLimiterMemory, RateLimiterPostgres } from "rate-limiter-flexible";
import { getDb, type Db } from "../../db";

export type RateLimiter = RateLimiterPostgres;

/**
 * rate-limiter-flexible's Postgres store over our Kysely database, PostgreSQL or the embedded
 * one alike: the store only calls `query({ text, values })` and reads `rows` and `rowCount`.
 */
function storeClient(db: () => Db) {
  return {
    async query({ text, values }: { text: string; values?: unknown[] }) {
      const result = await db().executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows, rowCount: result.numAffectedRows === undefined ? result.rows.length : Number(result.numAffectedRows) };
    },
  };
}

/**
 * A limiter whose counters live in the `rate_limits` table, so every instance on one database
 * counts together (with N instances an address gets the limit once, not N times). Should the
 * database fail, counting goes on in this process's memory until it answers again.
 */
export function databaseRateLimiter(options: { keyPrefix: string; points: number; duration: number }, db: () => Db = getDb): RateLimiter {
  const insuranceLimiter = new RateLimiterMemory(options);
  return new RateLimiterPostgres({
    ...options,
    storeClient: storeClient(db),
    storeType: "client",
    tableName: "rate_limits",
    tableCreated: true, // by migrations/2026-11-23-002-rate-limits.ts
    insuranceLimiter,
  });
}
