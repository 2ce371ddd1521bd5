import type { Db } from "../../db";
import type { Locale } from "~/i18n/locales";
import { localizedJson } from "./sql.server";

export type ImageRef = { url: string; alt: string; width: number | null; height: number | null };

/** `/media/<id>/<file>` and the localized alt text of the given media ids, in one query. */
export async function mediaImages(db: Db, locale: Locale, ids: (number | null | undefined)[]): Promise<Map<number, ImageRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === "number"))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom("media")
    .select(["id", "filename", "width", "height", localizedJson<string>("alt", locale).as("alt")])
    .where("id", "in", wanted)
    .execute();
  return new Map(rows.map((r) => [r.id, {
      url: `/media/${r.id}/${encodeURIComponent(r.filename)}`,
      alt: typeof r.alt === "string" ? r.alt : "",
      width: r.width,
      height: r.height,
    }]));
}

/** The image of a row, if it has one. */
export function imageOf(images: Map<number, ImageRef>, id: number | null | undefined, alt?: string): ImageRef | null {
  const image = typeof id === "number" ? images.get(id) : undefined;
  return image ? { ...image, alt: image.alt || alt || "" } : null;
}
