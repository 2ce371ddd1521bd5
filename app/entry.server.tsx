import { PassThrough } from "node:stream";
import type { EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { contentSecurityPolicy, NONCE_HEADER, NonceContext } from "./lib/csp";
import { logger } from "./lib/logger.server";
import { registerRenderers } from "./modules/renderer-cache";
import { renderers } from "./modules/registry";

// Pages render every module type synchronously on the server: the HTML is complete without JavaScript.
registerRenderers(renderers);

export const streamTimeout = 5_000;

/** Bots and crawlers get the whole document at once; browsers get it streamed as soon as the shell is ready. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  // server/main.ts gives every request a fresh nonce; a cached page keeps the one it was rendered with.
  const nonce = request.headers.get(NONCE_HEADER) ?? "";
  if (nonce) responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce || undefined} />
      </NonceContext.Provider>,
      {
        // React's own inline scripts (completing streamed Suspense boundaries) need it too.
        nonce: nonce || undefined,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "[render] the page failed while streaming");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** An error thrown in a loader, action or render: one log line (Remix's default prints it to stderr). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return; // the visitor went away: nothing failed
  const { pathname } = new URL(request.url);
  // Like Remix's default: an error response Remix made itself (404, 405) carries the cause in `error`.
  const cause = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error;
  logger.error({ err: cause }, `[remix] ${request.method} ${pathname} failed`);
};
