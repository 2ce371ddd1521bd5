import type { AppLoadContext } from "@remix-run/node";

/**
 * Whether a request's loader, action or render met an unavailable database (db/unavailable.ts).
 * entry.server.tsx's handleError notes it on the request's context; server/main.ts, which made
 * that context, answers 503 with Retry-After.
 */
export function noteDatabaseOutage(context: AppLoadContext): void {
  context.outage.met = true;
}

export function metDatabaseOutage(context: AppLoadContext): boolean {
  return context.outage.met;
}
