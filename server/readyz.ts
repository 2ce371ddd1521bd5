import { randomBytes } from "node:crypto";
import { open, unlink } from "node:fs/promises";
import path from "node:path";
import type { ServerResponse } from "node:http";
import { sql } from "kysely";
import { embeddedOf, type Db } from "../db";
import { logger, type Logger } from "../app/lib/logger.server";

/** What readiness found: ready, or why not (no driver message: those go to the log). */
export type Readiness = { ready: boolean; database: "ok" | "unavailable" | "read-only" };

const TIMEOUT_MS = 2000;
/** The probe file's size: a few of PostgreSQL's 8 KB pages, so a disk too full for them fails it. */
const PROBE_BYTES = 64 * 1024;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: timeout after ${TIMEOUT_MS} ms`)), TIMEOUT_MS).unref())]);
}

/** The embedded database's folder (written to as a check), and the request's logger. */
type ReadinessOptions = { dataDir?: string; log?: Logger };

/**
 * Whether this instance can take traffic that writes (sign-ins, form posts, editors): the database
 * answers AND accepts writes.
 * - PostgreSQL: a hot standby (pg_is_in_recovery) or a read-only default (transaction_read_only,
 *   e.g. a replica the URL points at after a failover) cannot write.
 * - The embedded database writes its folder through the file system, and a read-only or full disk
 *   only shows when PostgreSQL flushes pages or the WAL, possibly long after a rolled-back test
 *   write (which writes nothing at all). So a real file is written and synced in its folder, the
 *   size of a few pages, and removed.
 */
export async function checkReadiness(db: Db, { dataDir, log = logger }: ReadinessOptions = {}): Promise<Readiness> {
  try {
    const { rows } = await withTimeout(
      sql<{ recovery: boolean; read_only: string }>`select pg_is_in_recovery() as recovery, current_setting('transaction_read_only') as read_only`.execute(db),
      "readiness query",
    );
    if (rows[0]?.recovery || rows[0]?.read_only === "on") {
      log.warn(`[readyz] the database accepts no writes (in recovery: ${rows[0].recovery}, transaction_read_only: ${rows[0].read_only})`);
      return { ready: false, database: "read-only" };
    }
  } catch (error) {
    log.warn({ err: error }, "[readyz] the database does not answer");
    return { ready: false, database: "unavailable" };
  }
  if (embeddedOf(db) && dataDir && dataDir !== "memory://") {
    const probe = path.join(dataDir, `.ready-${randomBytes(6).toString("hex")}`);
    try {
      await withTimeout(writeAndSync(probe), "readiness write");
    } catch (error) {
      log.warn({ err: error }, "[readyz] the embedded database's folder cannot be written");
      return { ready: false, database: "read-only" };
    } finally {
      await unlink(probe).catch(() => undefined);
    }
  }
  return { ready: true, database: "ok" };
}

async function writeAndSync(file: string): Promise<void> {
  const handle = await open(file, "w");
  try {
    await handle.write(Buffer.alloc(PROBE_BYTES));
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** GET /readyz: 200 when ready for traffic, else 503 (for a load balancer; /healthz is liveness). */
export async function answerReadiness(db: Db, res: ServerResponse, options: ReadinessOptions = {}): Promise<void> {
  const { ready, database } = await checkReadiness(db, options);
  res
    .writeHead(ready ? 200 : 503, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" })
    .end(JSON.stringify({ status: ready ? "ready" : "unavailable", database }));
}
