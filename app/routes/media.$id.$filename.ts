import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDb } from "../../db";
import { parseDbId } from "~/lib/query-input";

/**
 * Media bytes (DESIGN.md §3): the id decides, the file name is for people and caches. Stored
 * bytes never change for an id, so they are cached for a year with a strong ETag.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = parseDbId(params.id); // 99999999999999999999 is no id (integer out of range), not a 500
  if (id === null) throw new Response("Not Found", { status: 404 });
  const etag = `"media-${id}"`;
  const headers = {
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  const row = await getDb()
    .selectFrom("media")
    .select(["bytes", "content_type", "filename", "kind"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row?.bytes) throw new Response("Not Found", { status: 404 });
  const download = row.kind === "file" || row.kind === "document";
  return new Response(Buffer.from(row.bytes), {
    headers: {
      ...headers,
      "Content-Type": row.content_type,
      "Content-Length": String(row.bytes.byteLength),
      "Content-Disposition": `${download ? "attachment" : "inline"}; filename*=UTF-8''${encodeURIComponent(row.filename)}`,
    },
  });
}
