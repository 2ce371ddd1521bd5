/**
 * The address of a stored media file: `/media/<id>/<file name>`, the name percent-encoded as one
 * path segment (spaces, umlauts and slashes included). Served by routes/media.$id.$filename.ts.
 * Client-safe: no server imports.
 */
export function mediaUrl(id: number, filename: string): string {
  return `/media/${id}/${encodeURIComponent(filename)}`;
}
