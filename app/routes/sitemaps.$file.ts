import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseSitemapFile, sitemapFileBatches, sitemapUrls, URLSET_CLOSE, URLSET_OPEN } from "~/content/sitemap.server";

/** One child sitemap, streamed batch by batch as its rows come from the database (ADR 033). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const file = parseSitemapFile(params.file ?? "");
  const { db, site, locales, origin } = context;
  const batches = file && (await sitemapFileBatches(db, site, locales, file));
  if (!batches) return new Response("Not Found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(URLSET_OPEN));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) {
        controller.enqueue(encoder.encode(URLSET_CLOSE));
        controller.close();
      } else {
        controller.enqueue(encoder.encode(sitemapUrls(origin, next.value)));
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
