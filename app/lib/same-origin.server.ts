/**
 * DESIGN.md §6: a POST must come from our own pages. Browsers send Sec-Fetch-Site and/or
 * Origin; a cross-site value is refused. Requests without either (curl, old clients) pass:
 * SameSite=Lax cookies already keep them from acting as a signed-in editor.
 */
export function assertSameOrigin(request: Request): void {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin" && site !== "none") throw forbidden();
  const origin = request.headers.get("Origin");
  if (origin && origin !== "null") {
    const host = request.headers.get("Host");
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw forbidden();
    }
    if (host && originHost !== host) throw forbidden();
  } else if (origin === "null") throw forbidden();
}

function forbidden(): Response {
  return new Response("Cross-site request refused", { status: 403 });
}
