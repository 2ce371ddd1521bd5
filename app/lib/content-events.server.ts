import { sql, type Transaction } from "kysely";
import type { Db } from "../../db";
import { CONTENT_CHANNEL } from "../../db/content-channel";
import type { Database } from "../../db/schema";

export { CONTENT_CHANNEL };

/**
 * Tells every app instance that public content changed: NOTIFY inside the caller's
 * transaction, delivered after COMMIT (and never for a rolled-back write).
 */
export async function notifyContentChanged(trx: Db, what: string): Promise<void> {
  await sql`select pg_notify(${CONTENT_CHANNEL}, ${what})`.execute(trx);
}

/**
 * Runs `work` in a transaction that changes public content. `changed(what)` sends the NOTIFY that
 * goes out with the COMMIT (every instance drops its caches when it arrives), and this instance
 * drops its own as soon as the COMMIT returns: LISTEN brings our own NOTIFY back a moment later on
 * PostgreSQL, after the editor's next request may already have been served from the old cache.
 */
export async function changeContent<T>(db: Db, work: (trx: Transaction<Database>, changed: (what: string) => Promise<void>) => Promise<T>): Promise<T> {
  let notified = false;
  const result = await db.transaction().execute((trx) =>
    work(trx, async (what) => {
      await notifyContentChanged(trx, what);
      notified = true;
    })
  );
  if (notified) contentChanged();
  return result;
}

/**
 * "Public content changed" signal: the page cache listens and drops what it holds. Process-wide
 * (shared by the server bundle and the Remix bundle through globalThis).
 */
type Listener = () => void;
const KEY = Symbol.for("sensorsite.contentListeners");
type Holder = { [KEY]?: Set<Listener> };

function listeners(): Set<Listener> {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= new Set());
}

export function onContentChange(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

export function contentChanged(): void {
  for (const listener of listeners()) listener();
}
