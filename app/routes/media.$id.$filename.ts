import type { LoaderFunctionArgs } from "@remix-run/node";
import { mediaByteLength, streamMediaBytes } from "~/content/media-bytes.server";
import { rendersAt, renditionBytes } from "~/content/renditions.server";
import { requestedRange } from "~/lib/byte-range.server";
import { parseDbId } from "~/lib/query-input";

/** PDFs open in the browser; every other document or file is saved (issue 24). */
function disposition(kind: string, contentType: string, filename: string): string {
  const inline = (kind !== "file" && kind !== "document") || contentType === "application/pdf";
  return `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** `?w=<width>` asks for a rendition; anything else there is no width (the file itself, as the page cache keys it). */
function requestedWidth(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get("w");
  return raw !== null && /^\d{1,4}$/.test(raw) ? Number(raw) : null;
}

/**
 * Media bytes (DESIGN.md §3): the id decides, the file name is for people and caches. A file's
 * address changes with every Replace file (its name carries the revision), so it is cached for a
 * year with an ETag of the revision. `?w=<width>` answers a WebP rendition for srcset (ADR 044);
 * a width with no rendition answers the file, as the page cache (which keys only real widths) does.
 * A single byte range is answered with 206 (a paused download or a PDF viewer's page fetch).
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseDbId(params.id); // 99999999999999999999 is no id (integer out of range), not a 500
  if (id === null) throw new Response("Not Found", { status: 404 });
  const { db } = context;
  // The facts first: a revalidation (304) never reads the bytes.
  const row = await db
    .selectFrom("media")
    .select(["revision", "content_type", "filename", "kind", "width"])
    .where("id", "=", id)
    .where("bytes", "is not", null)
    .executeTakeFirst();
  if (!row) throw new Response("Not Found", { status: 404 });
  // A width with no rendition (not offered, or not narrower than the file) gets the file itself.
  const asked = requestedWidth(request);
  const width = asked !== null && rendersAt({ revision: row.revision, contentType: row.content_type, width: row.width }, asked) ? asked : null;
  const etag = `"media-${id}-${row.revision}${width === null ? "" : `-w${width}`}"`;
  const headers: Record<string, string> = {
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "Accept-Ranges": "bytes",
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  headers["Content-Type"] = row.content_type;
  headers["Content-Disposition"] = disposition(row.kind, row.content_type, row.filename);
  // A rendition is small and made in memory; the file itself streams from storage in slices.
  const rendition = width === null ? null : await renditionBytes(db, id, row.revision, width);
  const size = rendition ? rendition.byteLength : await mediaByteLength(db, id);
  if (size === null) throw new Response("Not Found", { status: 404 });
  const body = (start: number, end: number) =>
    rendition ? Buffer.from(rendition).subarray(start, end + 1) : streamMediaBytes(db, { id, revision: row.revision, start, end });
  const range = requestedRange(request.headers, size, etag);
  if (range === "unsatisfiable") {
    return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${size}` } });
  }
  if (range) {
    return new Response(body(range.start, range.end), {
      status: 206,
      headers: { ...headers, "Content-Length": String(range.end - range.start + 1), "Content-Range": `bytes ${range.start}-${range.end}/${size}` },
    });
  }
  if (size === 0) return new Response(null, { headers: { ...headers, "Content-Length": "0" } });
  return new Response(body(0, size - 1), { headers: { ...headers, "Content-Length": String(size) } });
}
