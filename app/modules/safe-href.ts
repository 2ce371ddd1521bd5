/**
 * Addresses a stored link may have: site paths, anchors, web, mail and phone. Never javascript: or
 * data:, never a protocol-relative `//host` or `/\host`, and no control characters (a browser drops
 * tabs and newlines, so `/\t/host` would be `//host`).
 */
const SAFE_START = /^(\/(?![/\\])|#|https?:\/\/|mailto:|tel:)/i;
const hasControl = (href: string) => [...href].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

export function isSafeHref(href: string): boolean {
  return SAFE_START.test(href) && !hasControl(href);
}
