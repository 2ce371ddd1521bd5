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
