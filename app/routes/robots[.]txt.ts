import type { LoaderFunctionArgs } from "@remix-run/node";

/** Crawlers may read everything public; editor and API routes are not for them. */
export function loader({ context }: LoaderFunctionArgs) {
  const body = ["User-agent: *", "Disallow: /api/", "Disallow: /login", "Allow: /", `Sitemap: ${context.origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}
