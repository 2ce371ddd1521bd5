import type { ServerResponse } from "node:http";
import { sql } from "kysely";
import type { Db } from "../db";
import { logger, type Logger } from "../app/lib/logger.server";

/**
 * GET /healthz: 200 when the database answers within 2 s, else 503 (load balancers and Docker's
 * HEALTHCHECK). The answer says only ok or unavailable; the driver's message (addresses, codes)
 * goes to the log.
 */
export async function answerHealth(db: Db, res: ServerResponse, log: Logger = logger): Promise<void> {
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
    log.warn({ err: error }, "[healthz] the database does not answer");
    status = 503;
    body = { status: "unavailable", database: "unavailable" };
  }
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" }).end(JSON.stringify(body));
}
