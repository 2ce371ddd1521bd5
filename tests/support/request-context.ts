import type { AppLoadContext } from "@remix-run/node";
import { getDb, type Db } from "../../db";
import { requestContext } from "~/site/request-context.server";

/**
 * The context server/main.ts would hand Remix for `request` (ADR 052), for calling a loader or
 * action directly: the database set with setDb() unless given, a fixed nonce, a client address.
 */
export function testContext(request: Request | string, { clientIp = "127.0.0.1", db, routeId }: { clientIp?: string; db?: Db; routeId?: string } = {}): AppLoadContext {
  const fetchRequest = typeof request === "string" ? new Request(new URL(request, "http://localhost")) : request;
  const context = requestContext(fetchRequest, { nonce: "test-nonce", clientIp, db: db ?? getDb() });
  return routeId === undefined ? context : { ...context, routeId };
}
