import { sql } from "kysely";
import type { Db } from "../../db";

/** Bytes read per query while streaming a stored file: memory per download stays at this, whatever the file's size. */
export const MEDIA_CHUNK_BYTES = 256 * 1024;

/**
 * The stored file of a media row as a stream of slices (`substring` of the bytea, one query per
 * slice), from byte `start` to `end` inclusive. A file replaced while it streams (its revision
 * changes) ends the stream with an error rather than mixing two files. The storage interface of
 * issue 24: PostgreSQL by default, so every instance serves every file (ADR 046).
 */
export function streamMediaBytes(db: Db, { id, revision, start, end }: { id: number; revision: number; start: number; end: number }, chunk = MEDIA_CHUNK_BYTES): ReadableStream<Uint8Array> {
  let next = start;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (next > end) return controller.close();
      const length = Math.min(chunk, end - next + 1);
      const row = await db
        .selectFrom("media")
        .select(sql<Uint8Array>`substring(bytes from ${next + 1} for ${length})`.as("slice"))
        .where("id", "=", id)
        .where("revision", "=", revision)
        .executeTakeFirst();
      if (!row?.slice || row.slice.byteLength !== length) return controller.error(new Error(`media ${id} changed while it was sent`));
      next += length;
      controller.enqueue(new Uint8Array(row.slice));
      if (next > end) controller.close();
    },
  });
}

/** The stored file's size in bytes (without reading it), or null when the row has no bytes. */
export async function mediaByteLength(db: Db, id: number): Promise<number | null> {
  const row = await db.selectFrom("media").select(sql<string | number | null>`octet_length(bytes)`.as("size")).where("id", "=", id).executeTakeFirst();
  return row?.size === null || row?.size === undefined ? null : Number(row.size);
}
