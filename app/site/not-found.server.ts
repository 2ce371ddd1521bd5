import type { AppLoadContext } from "@remix-run/node";
import { redirectTarget, requestPath } from "~/cms/redirects.server";
import { recordNotFound, referrerHostOf } from "./not-found-log.server";
import { notFound } from "./request.server";

/** Counts a document request answered 404 in the 404 log (issue 22): its path, never its query. */
export function countNotFound(request: Request, context: AppLoadContext): void {
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  recordNotFound(context.db, {
    site: context.site,
    path: requestPath(url.pathname),
    referrerHost: referrerHostOf(request.headers.get("referer")),
  });
}

/**
 * What a CMS address with no page answers: a 301 to where an editor's redirect points (the
 * request's query carried over when the target has none), else 404. A live page always wins: this
 * runs only where no page is found.
 */
export async function redirectOrNotFound({ request, context }: { request: Request; context: AppLoadContext }): Promise<Response> {
  const url = new URL(request.url);
  const target = await redirectTarget(context.db, context.site, requestPath(url.pathname));
  if (!target) return notFound();
  const location = url.search && !target.includes("?") && target.startsWith("/") ? target + url.search : target;
  return new Response(null, { status: 301, headers: { Location: location, "Cache-Control": "public, max-age=300" } });
}
