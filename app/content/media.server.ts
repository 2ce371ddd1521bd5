import { sql } from "kysely";
import type { Db } from "../../db";
import type { Locale } from "~/i18n/locales";
import { mediaUrl } from "../../shared/media-url";
import { localizedJson } from "./sql.server";

export type ImageRef = { url: string; alt: string; width: number | null; height: number | null };

/** `/media/<id>/<file>` and the localized alt text of the given media ids, in one query. */
export async function mediaImages(db: Db, locale: Locale, ids: (number | null | undefined)[]): Promise<Map<number, ImageRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === "number"))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom("media")
    .select(["id", "filename", "width", "height", "decorative", localizedJson<string>("alt", locale).as("alt")])
    .where("id", "in", wanted)
    .execute();
  return new Map(rows.map((r) => [r.id, {
      url: mediaUrl(r.id, r.filename),
      alt: !r.decorative && typeof r.alt === "string" ? r.alt : "",
      width: r.width,
      height: r.height,
    }]));
}

/** The image of a row, if it has one. */
export function imageOf(images: Map<number, ImageRef>, id: number | null | undefined, alt?: string): ImageRef | null {
  const image = typeof id === "number" ? images.get(id) : undefined;
  return image ? { ...image, alt: image.alt || alt || "" } : null;
}

/** SPEC §3.4 File/Document fields of a media row, as plain JSON. */
export type MediaDownload = {
  id: number;
  filename: string;
  name: string;
  /** A short type for people: "PDF", "ZIP" (from the file name's extension, else the MIME subtype). */
  contentTypeDisplay: string;
  size: number;
  /** yyyy-mm-dd, documents only. */
  contentDate: string | null;
  created: string;
  url: string;
};

const SUBTYPE_NAMES: Record<string, string> = { plain: "TXT", "octet-stream": "BIN", markdown: "MD" };

export function contentTypeDisplay(contentType: string, filename: string): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(filename)?.[1];
  if (extension) return extension.toUpperCase();
  const subtype = (contentType.split(";")[0].split("/")[1] ?? "").trim().toLowerCase();
  const last = subtype.split(/[.+]/).pop() ?? "";
  return SUBTYPE_NAMES[last] ?? (last || contentType).toUpperCase();
}

/** The file or document rows of the given ids (one query); ids of another kind or deleted rows are absent. */
export async function mediaDownloads(db: Db, kind: "file" | "document", ids: (number | null | undefined)[]): Promise<Map<number, MediaDownload>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === "number"))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom("media")
    // date::text: pg and PGlite would turn a date into a local-midnight Date object.
    .select(["id", "filename", "name", "content_type", "size", "created_at", sql<string | null>`content_date::text`.as("content_date")])
    .where("kind", "=", kind)
    .where("id", "in", wanted)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        filename: r.filename,
        name: r.name,
        contentTypeDisplay: contentTypeDisplay(r.content_type, r.filename),
        size: Number(r.size),
        contentDate: r.content_date,
        created: new Date(r.created_at).toISOString(),
        url: mediaUrl(r.id, r.filename),
      },
    ]),
  );
}
