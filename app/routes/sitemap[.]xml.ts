import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapFiles, sitemapIndexXml } from "~/content/sitemap.server";

/** The sitemap index: one child per page of each content kind (ADR 033). */
export async function loader({ context }: LoaderFunctionArgs) {
  const files = await sitemapFiles(context.db, context.site);
  return new Response(sitemapIndexXml(context.origin, files), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
