import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDb } from "../../db";
import { publicOrigin, siteVariantFor } from "~/config.server";
import { sitemapFiles, sitemapIndexXml } from "~/content/sitemap.server";

/** The sitemap index: one child per page of each content kind (ADR 033). */
export async function loader({ request }: LoaderFunctionArgs) {
  const site = siteVariantFor(request.headers.get("host"));
  const files = await sitemapFiles(getDb(), site);
  return new Response(sitemapIndexXml(publicOrigin(request), files), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
