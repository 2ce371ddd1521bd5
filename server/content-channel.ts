import pg from "pg";
import { embeddedOf, type Db } from "../db";
import { CONTENT_CHANNEL } from "../app/lib/content-events.server";

export type ContentChannel = { close(): Promise<void> };

type Options = {
  /** Called for every change another instance (or this one) committed, and with "*" once listening again after a lost connection. */
  onChange: (payload: string) => void;
  log?: (line: string) => void;
  /** Reconnect delays grow from `minDelayMs` to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
};

/**
 * DESIGN.md §5: publishes travel between app instances over PostgreSQL LISTEN/NOTIFY (the
 * NOTIFY is sent inside the publishing transaction, so it arrives only after COMMIT). With a
 * PostgreSQL server a dedicated connection listens; when it is lost it reconnects with back-off.
 * Cached pages stay while it cannot (the site keeps answering them through a database outage)
 * and are flushed once when it listens again, since changes may have been missed. PGlite is
 * one process: its in-process listen is enough.
 */
export async function listenForContentChanges(db: Db, databaseUrl: string | undefined, options: Options): Promise<ContentChannel> {
  const { onChange, log = () => {}, minDelayMs = 250, maxDelayMs = 5000 } = options;
  const pglite = embeddedOf(db);
  if (!databaseUrl && pglite) {
    const unlisten = await pglite.listen(CONTENT_CHANNEL, (payload) => onChange(payload));
    return { close: () => unlisten() };
  }
  if (!databaseUrl) throw new Error("listenForContentChanges: no DATABASE_URL and no embedded database");

  let client: pg.Client | null = null;
  let closed = false;
  let delay = minDelayMs;
  let timer: NodeJS.Timeout | null = null;
  // Set while not listening after a lost connection: publishes may have been missed meanwhile.
  let missedChanges = false;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (message) => {
      if (message.channel === CONTENT_CHANNEL) onChange(message.payload ?? "");
    });
    const lost = (reason: string) => {
      if (closed || client !== next) return;
      client = null;
      next.removeAllListeners("notification");
      next.end().catch(() => undefined);
      log(
        missedChanges
          ? `[content-channel] reconnecting failed (${reason}); trying again in ${delay} ms`
          : `[content-channel] listener connection lost (${reason}); reconnecting, cached pages are kept meanwhile`,
      );
      missedChanges = true;
      schedule();
    };
    next.on("error", (error) => lost(error.message));
    next.on("end", () => lost("connection ended"));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
      delay = minDelayMs;
      if (missedChanges) {
        missedChanges = false;
        log("[content-channel] listening again; flushing cached pages once (publishes may have been missed)");
        onChange("*");
      }
    } catch (error) {
      lost((error as Error).message);
    }
  };

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, maxDelayMs);
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
