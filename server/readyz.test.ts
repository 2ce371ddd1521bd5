import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import type { ServerResponse } from "node:http";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDb, type Db } from "../db";
import { logger } from "../app/lib/logger.server";
import { createTestDatabase, testDatabaseUrl } from "../tests/support/test-db";
import { answerReadiness } from "./readyz";

function recorder() {
  const written = { status: 0, headers: {} as Record<string, string>, body: {} as unknown };
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      Object.assign(written, { status, headers });
      return res;
    },
    end(body: string) {
      written.body = JSON.parse(body);
      return res;
    },
  };
  return { res: res as unknown as ServerResponse, written };
}

async function ready(db: Db, dataDir?: string) {
  const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
  try {
    const { res, written } = recorder();
    await answerReadiness(db, res, { dataDir });
    return { ...written, logged: warn.mock.calls.map((call) => JSON.stringify(call)) };
  } finally {
    warn.mockRestore();
  }
}

describe("/readyz", () => {
  it("is 503 unavailable when the database does not answer, without the driver's message", async () => {
    const unreachable = createDb({ databaseUrl: "postgres://nobody:secret@127.0.0.1:1/none" });
    try {
      const answer = await ready(unreachable);
      expect([answer.status, answer.headers["cache-control"], answer.body]).toEqual([503, "no-store", { status: "unavailable", database: "unavailable" }]);
      expect(answer.logged.join()).toMatch(/ECONNREFUSED/);
    } finally {
      await unreachable.destroy();
    }
  });

  describe("on the embedded database", () => {
    let db: Db;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "sensorsite-readyz-"));
    beforeAll(async () => {
      db = createDb({});
      await sql`select 1`.execute(db); // an in-memory PGlite takes seconds to start
    }, 60_000);
    afterAll(async () => {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("is 200 ready when its folder takes a write, and leaves nothing behind", async () => {
      expect(await ready(db, dataDir)).toMatchObject({ status: 200, body: { status: "ready", database: "ok" } });
      expect(readdirSync(dataDir)).toEqual([]);
    });

    it("is 503 read-only when its folder refuses writes (a read-only or full disk), though queries still answer", async () => {
      // /sys refuses new files even to root: what a read-only mount or a full disk does to the database's writes.
      const answer = await ready(db, "/sys");
      expect([answer.status, answer.body]).toEqual([503, { status: "unavailable", database: "read-only" }]);
      expect(answer.logged.join()).toMatch(/cannot be written/);
    });
  });

  const serverUrl = testDatabaseUrl();
  if (serverUrl) it("is 503 read-only on a PostgreSQL that takes no writes (a replica, transaction_read_only)", async () => {
    const database = await createTestDatabase(serverUrl, "readyz");
    const db = createDb({ databaseUrl: database.url });
    try {
      expect(await ready(db)).toMatchObject({ status: 200, body: { status: "ready", database: "ok" } });
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      await admin.query(`alter database "${database.name}" set default_transaction_read_only = on`);
      await admin.end();
      await db.destroy();
      const readOnly = createDb({ databaseUrl: database.url });
      try {
        const answer = await ready(readOnly);
        expect([answer.status, answer.body]).toEqual([503, { status: "unavailable", database: "read-only" }]);
      } finally {
        await readOnly.destroy();
      }
    } finally {
      await db.destroy().catch(() => undefined);
      await database.drop();
    }
  });
});
