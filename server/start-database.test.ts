import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
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
