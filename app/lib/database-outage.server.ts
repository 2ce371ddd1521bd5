/**
 * Requests whose loader, action or render met an unavailable database (db/unavailable.ts).
 * entry.server.tsx's handleError notes them; server/main.ts answers them 503 with Retry-After.
 * Process-wide through globalThis: the Remix bundle notes, the server bundle reads.
 */
const KEY = Symbol.for("sensorsite.databaseOutageRequests");
type Holder = { [KEY]?: WeakSet<Request> };

function requests(): WeakSet<Request> {
  return ((globalThis as Holder)[KEY] ??= new WeakSet());
}

export function noteDatabaseOutage(request: Request): void {
  requests().add(request);
}

export function metDatabaseOutage(request: Request): boolean {
  return requests().has(request);
}
