import { sql } from "kysely";
import sharp from "sharp";
import type { Db } from "../../db";
import { isRenditionWidth } from "~/lib/image-srcset";

/** Advisory-lock namespace (the first key) for making renditions; the second key is the media id. */
const RENDITION_LOCK = 24_001;
const RENDITION_QUALITY = 80;

export type StoredImage = { revision: number; contentType: string; width: number | null };

/** Whether a rendition of this width can exist for the file: a WebP wider than it. */
export function rendersAt(file: StoredImage, width: number): boolean {
  return file.contentType === "image/webp" && isRenditionWidth(width) && file.width !== null && width < file.width;
}

/**
 * The WebP copy of an image at `width` (ADR 044), made on its first request and kept per revision.
 * Making it holds a transaction-scoped advisory lock on the media id, so two instances (or two
 * requests) asking at once make it once: the second waits, then finds it stored.
 */
export async function renditionBytes(db: Db, id: number, revision: number, width: number): Promise<Uint8Array | null> {
  const stored = () =>
    db.selectFrom("media_renditions").select("bytes").where("media_id", "=", id).where("revision", "=", revision).where("width", "=", width).executeTakeFirst();
  const found = await stored();
  if (found) return found.bytes;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${RENDITION_LOCK}, ${id})`.execute(trx);
    const made = await trx.selectFrom("media_renditions").select("bytes").where("media_id", "=", id).where("revision", "=", revision).where("width", "=", width).executeTakeFirst();
    if (made) return made.bytes;
    const original = await trx.selectFrom("media").select("bytes").where("id", "=", id).where("revision", "=", revision).executeTakeFirst();
    if (!original?.bytes) return null; // replaced or deleted meanwhile
    const bytes = await sharp(original.bytes).resize({ width, withoutEnlargement: true }).webp({ quality: RENDITION_QUALITY }).toBuffer();
    await trx.insertInto("media_renditions").values({ media_id: id, revision, width, bytes }).onConflict((oc) => oc.doNothing()).execute();
    return new Uint8Array(bytes);
  });
}
