import type { ServerResponse } from "node:http";
import { sql } from "kysely";
import type { Db } from "../db";

/** GET /healthz: 200 when the database answers within 2 s, else 503 (load balancers and Docker's HEALTHCHECK). */
export async function answerHealth(db: Db, res: ServerResponse): Promise<void> {
  const started = performance.now();
  let status = 200;
  let body: Record<string, unknown>;
  try {
    await Promise.race([
      sql`select 1`.execute(db),
      new Promise((_, reject) => setTimeout(() => reject(new Error("database timeout after 2 s")), 2000).unref()),
    ]);
    body = { status: "ok", database: "ok", ms: Math.round(performance.now() - started) };
  } catch (error) {
    status = 503;
    body = { status: "unavailable", database: (error as Error).message };
  }
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" }).end(JSON.stringify(body));
}
