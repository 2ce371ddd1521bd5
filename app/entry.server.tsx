import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { renderToPipeableStream } from "react-dom/server";
import { isDatabaseUnavailable } from "../db/unavailable";
import { metDatabaseOutage, noteDatabaseOutage } from "./lib/database-outage.server";
import { contentSecurityPolicy, NonceContext, websocketOrigin } from "./lib/csp";
import { dropNulBytes } from "./lib/html-stream.server";
import { logger } from "./lib/logger.server";
import { registerRenderers } from "./modules/renderer-cache";
import { ServerErrorStatusContext } from "./site/error-views";
import { ServerRenderContext } from "./site/server-render-store";
import { countNotFound } from "./site/not-found.server";
import { renderers } from "./modules/registry";

// Pages render every module type synchronously on the server: the HTML is complete without JavaScript.
registerRenderers(renderers);

export const streamTimeout = 5_000;

/** Bots and crawlers get the whole document at once; browsers get it streamed as soon as the shell is ready. */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  // server/main.ts gives every request a fresh nonce; a cached page keeps the one it was rendered with.
  const nonce = loadContext.nonce;
  // server/main.ts adds Retry-After and no-store; the error page shows 503 as well.
  if (responseStatusCode >= 500 && metDatabaseOutage(loadContext)) responseStatusCode = 503;
  if (responseStatusCode === 404) countNotFound(request, loadContext);
  // `npm run dev` (ADR 034): Vite's HMR websocket on the page's origin. `import.meta.env.DEV` is
  // false in the production build, and a process in production never relaxes the policy.
  const hmrSocket = import.meta.env.DEV && process.env.NODE_ENV !== "production" ? websocketOrigin(request.url) : undefined;
  if (nonce) responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce, { hmrSocket }));
  // React's Node stream pads chunks with NUL bytes where a multi-byte character crosses its 2 KB
  // views: dropNulBytes takes them out (ADR 020). Its web stream has no padding but is slower (ADR 053).
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerErrorStatusContext.Provider value={responseStatusCode >= 500 ? responseStatusCode : undefined}>
          {/* What the loaders kept for this render and left out of the browser's data (ADR 017). */}
          <ServerRenderContext.Provider value={loadContext.serverRender ?? null}>
            <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce || undefined} />
          </ServerRenderContext.Provider>
        </ServerErrorStatusContext.Provider>
      </NonceContext.Provider>,
      {
        // React's own inline scripts (completing streamed Suspense boundaries) need it too.
        nonce: nonce || undefined,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = dropNulBytes();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) (loadContext.log ?? logger).error({ err: error }, "[render] the page failed while streaming");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** An error thrown in a loader, action or render: one log line (Remix's default prints it to stderr). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return; // the visitor went away: nothing failed
  const { pathname } = new URL(request.url);
  // Like Remix's default: an error response Remix made itself (404, 405) carries the cause in `error`.
  const log = context?.log ?? logger; // the request's logger (server/main.ts)
  const cause = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error;
  if (isDatabaseUnavailable(cause)) {
    noteDatabaseOutage(context); // answered 503 by server/main.ts
    log.warn({ err: cause }, `[remix] ${request.method} ${pathname} failed: the database is unavailable`);
    return;
  }
  log.error({ err: cause }, `[remix] ${request.method} ${pathname} failed`);
};
