import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDb } from "../../db";
import { publicOrigin, siteVariantFor } from "~/config.server";
import { sitemapEntries, sitemapXml } from "~/content/sitemap.server";
import { VARIANT_LOCALES } from "~/site/variants";

export async function loader({ request }: LoaderFunctionArgs) {
  const site = siteVariantFor(request.headers.get("host"));
  const entries = await sitemapEntries(getDb(), site, VARIANT_LOCALES[site]);
  return new Response(sitemapXml(publicOrigin(request), entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
