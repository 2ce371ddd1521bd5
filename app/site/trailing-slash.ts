/**
 * Where a path that ends in "/" redirects (301): the same path without its trailing slashes, query
 * kept; null for "/" and paths without one. Leading slashes collapse to one, so "//host/" becomes
 * the local path "/host", never a protocol-relative URL to another site.
 */
export function withoutTrailingSlash(url: URL): string | null {
  if (url.pathname === "/" || !url.pathname.endsWith("/")) return null;
  const path = url.pathname.replace(/\/+$/, "").replace(/^\/+/, "/");
  return (path || "/") + url.search;
}
