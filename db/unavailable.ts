/**
 * Whether an error means the database cannot be reached right now (a restart, a failover, a lost
 * connection), as opposed to a fault of the query or the data. Such a request is answered 503.
 */

// SQLSTATE classes and codes: 08 connection exceptions; 57P01 admin_shutdown, 57P02
// crash_shutdown, 57P03 cannot_connect_now; 53300 too_many_connections; and the database that
// cannot write for now: 53100 disk_full, 25006 read_only_sql_transaction (a read-only replica,
// e.g. after a failover to the wrong node).
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53[13]00|25006)$/;
const UNAVAILABLE_SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
// pg's own messages for a connection that went away or cannot be used any more, and PGlite's
// once the embedded database is closed (a request still running while the server stops).
const UNAVAILABLE_MESSAGES = [
  /^PGlite is closed/,
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^timeout exceeded when trying to connect/,
];

type ErrorLike = { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 3) return false;
  const { code, message, errors, cause } = error as ErrorLike;
  if (typeof code === "string" && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
  if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // A refused "localhost" is an AggregateError of one refusal per address.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
