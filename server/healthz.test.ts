import type { ServerResponse } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createDb } from "../db";
import { answerHealth } from "./healthz";

/** The status, headers and body answerHealth writes. */
function recorder() {
  const written = { status: 0, headers: {} as Record<string, string>, body: "" };
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      Object.assign(written, { status, headers });
      return res;
    },
    end(body: string) {
      written.body = body;
      return res;
    },
  };
  return { res: res as unknown as ServerResponse, written };
}

describe("answerHealth", () => {
  const unreachable = createDb({ databaseUrl: "postgres://nobody:secret@127.0.0.1:1/none" });
  afterAll(() => unreachable.destroy());

  it("answers 503 unavailable without the driver's message or the database's address", async () => {
    const { res, written } = recorder();
    await answerHealth(unreachable, res);
    expect(written.status).toBe(503);
    expect(written.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(written.body)).toEqual({ status: "unavailable", database: "unavailable" });
  });

  it("answers 200 ok when the database answers", { timeout: 30_000 }, async () => {
    const db = createDb({});
    try {
      // An in-memory PGlite takes seconds to start: warm it, so the 2 s budget measures an answer, not the start.
      await sql`select 1`.execute(db);
      const { res, written } = recorder();
      await answerHealth(db, res);
      expect(written.status).toBe(200);
      expect(JSON.parse(written.body)).toMatchObject({ status: "ok", database: "ok" });
    } finally {
      await db.destroy();
    }
  });
});
