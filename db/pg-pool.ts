import pg from "pg";

/**
 * A pg pool whose connections can be lost without ending the process. pg emits 'error' on a
 * client whose connection ends (a restart, a crash, pg_terminate_backend). The pool listens only
 * while a client is idle; a client checked out by a query or a transaction has no listener, and
 * an 'error' event without one throws. So every client gets its own listener for its whole life:
 * its query in flight rejects (the request answers 503), and the pool drops the client when it
 * comes back unusable and opens a new one for the next request.
 */
/**
 * How long opening a connection may take. Without a limit a request waits as long as the
 * operating system tries to reach a database host that does not answer (minutes); with it, the
 * request fails as unavailable (503) and the next one tries again.
 */
export const CONNECTION_TIMEOUT_MS = 5000;

export function createPgPool(
  databaseUrl: string,
  max: number,
  warn: (line: string) => void,
  { connectionTimeoutMillis = CONNECTION_TIMEOUT_MS }: { connectionTimeoutMillis?: number } = {},
): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max, connectionTimeoutMillis });
  pool.on("connect", (client) => {
    let reported = false;
    client.on("error", (error) => {
      // pg may emit twice for one loss (the server's FATAL message, then the closed socket).
      if (reported) return;
      reported = true;
      warn(`[db] a PostgreSQL connection was lost: ${error.message}`);
    });
  });
  // Emitted for an idle client's loss besides the client's own 'error' (already reported above).
  pool.on("error", () => undefined);
  return pool;
}
