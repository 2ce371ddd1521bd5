/**
 * Issue 20.1: only origin-form request targets (RFC 9112 §3.2.1: a path starting with ONE "/")
 * are served. `//evil.example/x`, `/\evil.example/x` (the URL parser reads "\" as "/"),
 * absolute-form `http://evil.example/x` and `*` would otherwise let the client choose the origin
 * of the request URL, and through it the canonical and hreflang URLs of a cached page.
 */
export function isOriginForm(target: string | undefined): target is string {
  if (!target || target.charCodeAt(0) !== 0x2f /* / */) return false;
  const second = target.charCodeAt(1);
  return second !== 0x2f && second !== 0x5c; /* / \ */
}

/**
 * The URL Remix sees: the target on the site's origin (from the configuration, `siteOrigin`).
 * Null when the target is not origin-form or would still leave that origin.
 */
export function requestUrl(target: string | undefined, origin: string): URL | null {
  if (!isOriginForm(target)) return null;
  try {
    const url = new URL(origin + target);
    return url.origin === origin ? url : null;
  } catch {
    return null;
  }
}

/** What the page cache reads of a request's URL. */
export type RequestTarget = Pick<URL, "origin" | "pathname" | "search" | "searchParams">;

/** Path segments of unreserved characters not starting with a dot, and no query: the URL parser keeps these as they are. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?$/;
const NO_QUERY: URLSearchParams = new URLSearchParams();

/**
 * The request target without parsing a URL, for a plain path (`/`, `/de/produkte/sensor-1`): the
 * page cache's key needs no more, and a hit then answers without building a URL (issue 20.7).
 * Null for anything else (a query, percent-encoding, dot segments…): `requestUrl` parses it.
 */
export function plainTarget(target: string | undefined, origin: string): RequestTarget | null {
  if (!target || target.length > 2048 || !PLAIN_PATH.test(target)) return null;
  return { origin, pathname: target, search: "", searchParams: NO_QUERY };
}
