import type { Db } from "../../../db";
import { mediaImages } from "~/content/media.server";
import type { Locale } from "~/i18n/locales";
import type { ImageValue } from "../types";

/**
 * The images of database rows (story visuals, team photos) as module images: url, the locale's
 * alt text and the intrinsic size, read in one query. Rows without an image are absent.
 */
export async function rowImages(db: Db, locale: Locale, ids: (number | null | undefined)[]): Promise<Map<number, ImageValue>> {
  const found = await mediaImages(db, locale, ids);
  return new Map(
    [...found].map(([id, image]) => [
      id,
      { id, url: image.url, alt: image.alt, ...(image.width ? { width: image.width } : {}), ...(image.height ? { height: image.height } : {}) },
    ]),
  );
}
