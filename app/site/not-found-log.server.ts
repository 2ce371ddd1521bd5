import { sql } from "kysely";
import type { Db } from "../../db";
import { logger } from "~/lib/logger.server";

/** The log keeps this many addresses per site at most: the least recently requested go first. */
export const NOT_FOUND_LOG_ROWS = 1000;
/** Counts wait in memory this long, then go to the database in one statement. */
const FLUSH_MS = 2000;
/** Distinct addresses waiting at most: beyond them a flood of made-up addresses is not counted until the next flush. */
const PENDING_MAX = 1000;
/** Longer addresses are not logged (no page has one; a scanner's junk would fill the log). */
const PATH_MAX = 300;

export type NotFoundRow = { path: string; hits: number; lastSeen: Date; referrerHost: string | null };

type Pending = { site: string; path: string; hits: number; referrerHost: string | null };

/**
 * The misses counted in memory, shared by every copy of this module (the server bundle and, in
 * development, each reload of it), and the timer that flushes them.
 */
type Buffer = { pending: Map<string, Pending>; timer: ReturnType<typeof setTimeout> | null; db: Db | null };
const BUFFER_KEY = Symbol.for("sensorsite.notFoundLog");
const holder = globalThis as { [BUFFER_KEY]?: Buffer };
const buffer: Buffer = (holder[BUFFER_KEY] ??= { pending: new Map(), timer: null, db: null });

/** The host of a Referer header, or null: the rest of it can hold personal data (queries). */
export function referrerHostOf(referer: string | null): string | null {
  if (!referer) return null;
  try {
    const host = new URL(referer).host;
    return host ? host.slice(0, 255) : null;
  } catch {
    return null;
  }
}

/**
 * Counts a request answered 404 (a document GET): its path only (never the query, which can hold
 * personal data) and the referrer's host. Counted in memory and written every FLUSH_MS, so a flood
 * of missing addresses costs one statement per interval; storage stays bounded (NOT_FOUND_LOG_ROWS).
 */
export function recordNotFound(db: Db, { site, path, referrerHost }: { site: string; path: string; referrerHost: string | null }): void {
  if (path.length > PATH_MAX) return;
  const key = `${site} ${path}`;
  const found = buffer.pending.get(key);
  if (found) {
    found.hits += 1;
    if (referrerHost) found.referrerHost = referrerHost;
  } else if (buffer.pending.size < PENDING_MAX) {
    buffer.pending.set(key, { site, path, hits: 1, referrerHost });
  }
  buffer.db = db;
  if (!buffer.timer) {
    buffer.timer = setTimeout(() => void flushNotFound(), FLUSH_MS);
    buffer.timer.unref(); // a stop loses at most FLUSH_MS of counts
  }
}

/** Writes the counted misses now (also what the timer does); a database fault drops them with a warning. */
export async function flushNotFound(): Promise<void> {
  if (buffer.timer) clearTimeout(buffer.timer);
  buffer.timer = null;
  const db = buffer.db;
  const rows = [...buffer.pending.values()];
  buffer.pending.clear();
  if (!db || rows.length === 0) return;
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("not_found_log")
        .values(rows.map((row) => ({ site: row.site, path: row.path, hits: row.hits, referrer_host: row.referrerHost })))
        .onConflict((oc) =>
          oc.columns(["site", "path"]).doUpdateSet({
            hits: sql`not_found_log.hits + excluded.hits`,
            last_seen: sql`now()`,
            referrer_host: sql`coalesce(excluded.referrer_host, not_found_log.referrer_host)`,
          }),
        )
        .execute();
      for (const site of new Set(rows.map((row) => row.site))) {
        await sql`delete from not_found_log where site = ${site} and path in (
                    select path from not_found_log where site = ${site} order by last_seen desc, hits desc offset ${NOT_FOUND_LOG_ROWS})`.execute(trx);
      }
    });
  } catch (error) {
    logger.warn({ err: error }, "[404 log] could not write the counted missing addresses; they are dropped");
  }
}

/** The most requested missing addresses of a site that no redirect answers yet. */
export async function listNotFound(db: Db, site: string, limit = 50): Promise<NotFoundRow[]> {
  const rows = await db
    .selectFrom("not_found_log as n")
    .select(["n.path", "n.hits", "n.last_seen", "n.referrer_host"])
    .where("n.site", "=", site)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("redirects as r").select("r.id").whereRef("r.site", "=", "n.site").whereRef("r.source_path", "=", "n.path"))),
    )
    .orderBy("n.hits", "desc")
    .orderBy("n.last_seen", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ path: row.path, hits: row.hits, lastSeen: new Date(row.last_seen), referrerHost: row.referrer_host }));
}
