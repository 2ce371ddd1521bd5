import parseRange from "range-parser";

const RANGE_SYNTAX = /^bytes=(?:\d+-\d*|-\d+)(?:\s*,\s*(?:\d+-\d*|-\d+))*$/;

export type ByteRange = { start: number; end: number };

/**
 * The one byte range a `Range` header asks of a body of `size` bytes (RFC 9110 §14): null when
 * the whole body is to be sent (no header, a malformed one, several ranges, or an `If-Range` that
 * does not match the current ETag), "unsatisfiable" for a range past the end (416).
 */
export function requestedRange(headers: Headers, size: number, etag: string): ByteRange | "unsatisfiable" | null {
  const header = headers.get("Range");
  if (!header) return null;
  if (!RANGE_SYNTAX.test(header)) return null; // not a byte range at all: ignored, as RFC 9110 allows
  const ifRange = headers.get("If-Range");
  if (ifRange !== null && ifRange !== etag) return null;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return "unsatisfiable";
  if (ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1) return null;
  return { start: ranges[0].start, end: ranges[0].end };
}
