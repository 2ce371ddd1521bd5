import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifyContentChanged } from "../app/lib/content-events.server";
import { startFakePostgres } from "../tests/support/fake-postgres";
import { createTestDb, type TestDb } from "../tests/support/test-db";
import { listenForContentChanges, type ContentChannel } from "./content-channel";

// Runs on PGlite (in-process listen) by default and on the real PostgreSQL when DATABASE_URL is
// set (a dedicated LISTEN connection, with reconnect after the server drops it).
let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.destroy());

function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (condition()) resolve();
      else if (Date.now() - started > timeoutMs) reject(new Error("timed out"));
      else setTimeout(check, 10);
    };
    check();
  });
}

describe("content changes between instances", () => {
  let channel: ContentChannel;
  const heard: string[] = [];
  const lines: string[] = [];

  beforeAll(async () => {
    channel = await listenForContentChanges(t.db, t.databaseUrl, {
      onChange: (payload) => heard.push(payload),
      log: (line) => lines.push(line),
      minDelayMs: 20,
    });
  });
  afterAll(() => channel.close());

  it("delivers a change only after its transaction commits", async () => {
    heard.length = 0;
    await t.db.transaction().execute(async (trx) => {
      await notifyContentChanged(trx, "page:7");
      await new Promise((r) => setTimeout(r, 100));
      expect(heard).toEqual([]);
    });
    await waitFor(() => heard.includes("page:7"));
  });

  it("never delivers a change from a rolled-back transaction", async () => {
    heard.length = 0;
    await t.db
      .transaction()
      .execute(async (trx) => {
        await notifyContentChanged(trx, "page:8");
        throw new Error("rollback");
      })
      .catch(() => undefined);
    await notifyContentChanged(t.db, "page:9");
    await waitFor(() => heard.includes("page:9"));
    expect(heard).not.toContain("page:8");
  });

  it("listens again and then flushes when the listening connection is lost (PostgreSQL) or keeps listening (PGlite)", async () => {
    heard.length = 0;
    if (t.databaseUrl) {
      // Kill every other backend of this database: the listener's connection among them.
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(t.db);
      await waitFor(() => heard.includes("*"));
      expect(lines.join("\n")).toMatch(/listener connection lost/);
      // Re-listening takes a moment; notify until the new connection hears it.
      await waitFor(() => {
        void notifyContentChanged(t.db, "page:10").catch(() => undefined);
        return heard.includes("page:10");
      });
    } else {
      await notifyContentChanged(t.db, "page:10");
      await waitFor(() => heard.includes("page:10"));
      expect(lines).toEqual([]);
    }
  });
});

describe("a lost listening connection while the database stays unreachable", () => {
  it("keeps the cached pages until it listens again, then flushes them once", async () => {
    const fake = await startFakePostgres();
    const heard: string[] = [];
    const lines: string[] = [];
    const channel = await listenForContentChanges(t.db, fake.url, {
      onChange: (payload) => heard.push(payload),
      log: (line) => lines.push(line),
      minDelayMs: 10,
      maxDelayMs: 20,
    });
    try {
      fake.refuse = true;
      fake.dropConnections();
      await new Promise((resolve) => setTimeout(resolve, 300)); // many failed reconnects
      expect(lines.length).toBeGreaterThan(5);
      expect(heard).toEqual([]);
      fake.refuse = false;
      await waitFor(() => heard.length > 0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toEqual(["*"]);
      expect(lines.at(-1)).toMatch(/listening again/);
    } finally {
      await channel.close();
      await fake.close();
    }
  });
});
