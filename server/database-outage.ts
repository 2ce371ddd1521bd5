import type { ServerResponse } from "node:http";

/** How long a visitor (or a crawler, or a proxy) is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The page Remix rendered for a request that met an unavailable database (its localized error
 * page), as a 503 that asks to retry and is never cached. A response the app still answered
 * successfully (it coped without the database) is left as it is.
 */
export function asDatabaseOutage(response: Response): Response {
  if (response.status < 500) return response;
  const headers = new Headers(response.headers);
  headers.set("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
  headers.set("cache-control", "no-store");
  return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
}

/** For an unavailable database met outside Remix (no page to show): a plain 503. */
export function answerDatabaseOutage(res: ServerResponse): void {
  res.writeHead(503, {
    "content-type": "text/plain; charset=utf-8",
    "retry-after": String(DATABASE_RETRY_AFTER_SECONDS),
    "cache-control": "no-store",
  });
  res.end("The service is temporarily unavailable. Please try again in a few seconds.");
}
