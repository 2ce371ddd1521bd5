import type { LoaderFunctionArgs } from "@remix-run/node";
import { publicOrigin } from "~/config.server";

/** Crawlers may read everything public; editor and API routes are not for them. */
export function loader({ request }: LoaderFunctionArgs) {
  const body = ["User-agent: *", "Disallow: /api/", "Disallow: /login", "Allow: /", `Sitemap: ${publicOrigin(request)}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}
