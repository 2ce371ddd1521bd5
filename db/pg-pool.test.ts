import { createServer, type AddressInfo, type Socket } from "node:net";
import { Kysely, PostgresDialect, sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakePostgres, type FakePostgres } from "../tests/support/fake-postgres";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "../tests/support/test-db";
import { createPgPool } from "./pg-pool";
import { isDatabaseUnavailable } from "./unavailable";

// An 'error' event nobody listens to ends the process; vitest reports it as an unhandled error,
// and these tests also count them explicitly.
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);
beforeAll(() => void process.prependListener("uncaughtException", onUncaught));
afterAll(() => void process.off("uncaughtException", onUncaught));
afterEach(() => void (uncaught.length = 0));

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("createPgPool when the database host does not answer", () => {
  it("gives up opening a connection after its timeout, as unavailable, instead of waiting forever", async () => {
    // Accepts the TCP connection and never says a word (a hung server, a black-holed route).
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const pool = createPgPool(`postgres://app@127.0.0.1:${(silent.address() as AddressInfo).port}/site`, 2, () => undefined, { connectionTimeoutMillis: 300 });
    try {
      const started = performance.now();
      const error = await Promise.race([pool.query("select 1").catch((e: unknown) => e), new Promise((resolve) => setTimeout(resolve, 5000, "still waiting"))]);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      await pool.end();
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe("createPgPool when connections are lost (a stand-in server that drops them)", () => {
  let fake: FakePostgres;
  const warnings: string[] = [];
  beforeAll(async () => {
    fake = await startFakePostgres();
  });
  afterAll(() => fake.close());
  afterEach(() => {
    fake.hold = false;
    warnings.length = 0;
  });

  it("survives the loss of a checked-out client, rejects its queries and replaces it", async () => {
    const pool = createPgPool(fake.url, 2, (line) => warnings.push(line));
    try {
      const client = await pool.connect();
      fake.dropConnections();
      await settle();
      expect(uncaught).toEqual([]);
      expect(warnings).toEqual([expect.stringMatching(/^\[db\] a PostgreSQL connection was lost: Connection terminated unexpectedly/)]);
      const error = await client.query("select 1").catch((e: unknown) => e);
      expect(isDatabaseUnavailable(error)).toBe(true);
      client.release();
      expect(pool.totalCount).toBe(0);
      await pool.query("select 1");
      expect(fake.accepted()).toBe(2);
    } finally {
      await pool.end();
    }
  });

  it("rejects a query in flight as unavailable and survives", async () => {
    const pool = createPgPool(fake.url, 2, (line) => warnings.push(line));
    try {
      fake.hold = true;
      const inFlight = pool.query("select 1").catch((e: unknown) => e);
      await settle();
      fake.dropConnections();
      expect(isDatabaseUnavailable(await inFlight)).toBe(true);
      await settle();
      expect(uncaught).toEqual([]);
      fake.hold = false;
      await pool.query("select 1");
    } finally {
      await pool.end();
    }
  });

  it("survives the loss of idle clients", async () => {
    const pool = createPgPool(fake.url, 2, (line) => warnings.push(line));
    try {
      await Promise.all([pool.query("select 1"), pool.query("select 1")]);
      fake.dropConnections();
      await settle();
      expect(uncaught).toEqual([]);
      expect(pool.totalCount).toBe(0);
      expect(warnings).toHaveLength(2);
    } finally {
      await pool.end();
    }
  });
});

// On PostgreSQL only (DATABASE_URL set): the server itself ends the connections.
describe.each(testDatabaseUrl() ? [testDatabaseUrl()!] : [])("createPgPool on PostgreSQL (%s)", (serverUrl) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(serverUrl, "pgpool");
  });
  afterAll(() => database.drop());

  it("survives pg_terminate_backend of a transaction's connection and of idle ones", async () => {
    const warnings: string[] = [];
    const db = new Kysely<Record<string, never>>({ dialect: new PostgresDialect({ pool: createPgPool(database.url, 4, (line) => warnings.push(line)) }) });
    const admin = createPgPool(serverUrl, 1, () => undefined);
    const terminateAll = () => admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [database.name]);
    try {
      await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.01)`.execute(db))); // idle clients in the pool
      let inTransaction!: () => void;
      const reached = new Promise<void>((resolve) => (inTransaction = resolve));
      const transaction = db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        inTransaction();
        await new Promise((resolve) => setTimeout(resolve, 200)); // checked out, no query running
        await sql`select 2`.execute(trx);
      });
      await reached;
      await terminateAll();
      const error = await transaction.catch((e: unknown) => e);
      expect(isDatabaseUnavailable(error)).toBe(true);
      await settle();
      expect(uncaught).toEqual([]);
      expect(warnings.length).toBeGreaterThanOrEqual(1);
      // The pool opens new connections for what comes next.
      expect((await sql<{ n: number }>`select 1 as n`.execute(db)).rows).toEqual([{ n: 1 }]);
    } finally {
      await db.destroy();
      await admin.end();
    }
  });
});
