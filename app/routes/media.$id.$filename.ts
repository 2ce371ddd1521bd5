import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDb } from "../../db";
import { requestedRange } from "~/lib/byte-range.server";
import { parseDbId } from "~/lib/query-input";

/** PDFs open in the browser; every other document or file is saved (issue 24). */
function disposition(kind: string, contentType: string, filename: string): string {
  const inline = (kind !== "file" && kind !== "document") || contentType === "application/pdf";
  return `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Media bytes (DESIGN.md §3): the id decides, the file name is for people and caches. Stored
 * bytes never change for an id, so they are cached for a year with a strong ETag. A single byte
 * range is answered with 206 (a paused download or a PDF viewer's page fetch).
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = parseDbId(params.id); // 99999999999999999999 is no id (integer out of range), not a 500
  if (id === null) throw new Response("Not Found", { status: 404 });
  const db = getDb();
  // The facts first: a revalidation (304) never reads the bytes.
  const row = await db.selectFrom("media").select(["revision", "content_type", "filename", "kind"]).where("id", "=", id).where("bytes", "is not", null).executeTakeFirst();
  if (!row) throw new Response("Not Found", { status: 404 });
  // Replace file keeps the id: the revision tells its versions apart (their addresses differ too).
  const etag = `"media-${id}-${row.revision}"`;
  const headers: Record<string, string> = {
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "Accept-Ranges": "bytes",
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  const stored = await db.selectFrom("media").select("bytes").where("id", "=", id).executeTakeFirst();
  if (!stored?.bytes) throw new Response("Not Found", { status: 404 });
  const bytes = Buffer.from(stored.bytes);
  headers["Content-Type"] = row.content_type;
  headers["Content-Disposition"] = disposition(row.kind, row.content_type, row.filename);
  const range = requestedRange(request.headers, bytes.byteLength, etag);
  if (range === "unsatisfiable") {
    return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${bytes.byteLength}` } });
  }
  if (range) {
    const part = bytes.subarray(range.start, range.end + 1);
    return new Response(part, {
      status: 206,
      headers: { ...headers, "Content-Length": String(part.byteLength), "Content-Range": `bytes ${range.start}-${range.end}/${bytes.byteLength}` },
    });
  }
  return new Response(bytes, { headers: { ...headers, "Content-Length": String(bytes.byteLength) } });
}
