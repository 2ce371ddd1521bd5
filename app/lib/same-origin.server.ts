/**
 * DESIGN.md §6: a POST must come from our own pages. Browsers send Sec-Fetch-Site and/or
 * Origin; a cross-site value is refused. Requests without either (curl, old clients) pass:
 * SameSite=Lax cookies already keep them from acting as a signed-in editor.
 */
export function isSameOrigin(headers: { origin?: string | null; host?: string | null; secFetchSite?: string | null }): boolean {
  const { origin, host, secFetchSite } = headers;
  if (secFetchSite && secFetchSite !== "same-origin" && secFetchSite !== "none") return false;
  if (!origin) return true;
  if (origin === "null") return false;
  try {
    return !host || new URL(origin).host === host;
  } catch {
    return false;
  }
}

export function assertSameOrigin(request: Request): void {
  const ok = isSameOrigin({
    origin: request.headers.get("Origin"),
    host: request.headers.get("Host"),
    secFetchSite: request.headers.get("Sec-Fetch-Site"),
  });
  if (!ok) throw new Response("Cross-site request refused", { status: 403 });
}
