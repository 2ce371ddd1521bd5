import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakePostgres, type FakePostgres } from "../tests/support/fake-postgres";
import { testDatabaseUrl } from "../tests/support/test-db";
import { describeDatabase, openDatabase, StartupError } from "./start-database";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "sensorsite-startdb-"));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("describeDatabase", () => {
  it("names the embedded database by its folder", () => {
    expect(describeDatabase({ databaseUrl: undefined, dataDir: "/srv/data" })).toBe("the embedded database in /srv/data");
  });

  it("never shows a password", () => {
    const text = describeDatabase({ databaseUrl: "postgres://site:s3cret@db.internal:5432/site", dataDir });
    expect(text).toBe("postgres://site:***@db.internal:5432/site");
    expect(text).not.toContain("s3cret");
  });
});

describe("openDatabase", () => {
  it("fails with one clear line when the server is unreachable", async () => {
    const error = await openDatabase({ databaseUrl: "postgres://nobody:pw@127.0.0.1:1/none", dataDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Cannot reach postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:1\/none: \S/);
    expect(message).not.toContain("\n");
    expect(message).not.toContain(":pw@");
  });
});

describe("openDatabase when PostgreSQL is not there yet (a container started beside its database)", () => {
  let fake: FakePostgres;
  beforeAll(async () => {
    fake = await startFakePostgres();
  });
  afterAll(() => fake.close());

  it("tries again with back-off, logging each try, and opens once the server accepts", async () => {
    fake.refuse = true;
    const lines: string[] = [];
    const started = Date.now();
    setTimeout(() => (fake.refuse = false), 1200);
    const db = await openDatabase({ databaseUrl: fake.url.replace("fake@", "app:pw@"), dataDir, databaseStartTimeout: 30, log: (line) => lines.push(line) });
    try {
      expect(Date.now() - started).toBeGreaterThanOrEqual(1200);
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines[0]).toMatch(/^Cannot reach postgres:\/\/app:\*\*\*@127\.0\.0\.1:\d+\/\S* yet \(try 1: .+\); trying again in 500 ms, for \d+ s more$/);
      expect(lines.join("\n")).not.toContain(":pw@");
    } finally {
      await db.destroy();
    }
  });

  it("gives up after the configured time with the one clear line", async () => {
    fake.refuse = true;
    const lines: string[] = [];
    const started = Date.now();
    const error = await openDatabase({ databaseUrl: fake.url, dataDir, databaseStartTimeout: 2, log: (line) => lines.push(line) }).catch((e: unknown) => e);
    fake.refuse = false;
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(/^Cannot reach postgres:\/\/.+: \S/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(lines.map((line) => line.match(/try (\d+)/)?.[1])).toEqual(["1", "2"]); // after 0.5 s and 1 s; 2 s more would pass the deadline
  });

  it("fails at once when no time to wait is given (DB_START_TIMEOUT=0)", async () => {
    const started = Date.now();
    const error = await openDatabase({ databaseUrl: "postgres://nobody:pw@127.0.0.1:1/none", dataDir, databaseStartTimeout: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

// On PostgreSQL only (DATABASE_URL set): the embedded database has one connection by nature.
describe.each(testDatabaseUrl() ? [testDatabaseUrl()!] : [])("openDatabase on PostgreSQL (%s)", (databaseUrl) => {
  it("opens at most databasePoolSize connections, however many queries wait", async () => {
    const db = await openDatabase({ databaseUrl, dataDir, databasePoolSize: 2 });
    try {
      const backends = await Promise.all(
        Array.from({ length: 6 }, () => sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(db).then((r) => r.rows[0].pid)),
      );
      expect(new Set(backends).size).toBe(2);
    } finally {
      await db.destroy();
    }
  });
});
