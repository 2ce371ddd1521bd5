import type { Db } from "../../db";
import type { Locale } from "~/i18n/locales";
import type { Paging } from "~/lib/pagination";
import { mediaUrl } from "../../shared/media-url";
import { localSlugSql } from "./local-slugs.server";
import { pagedByIds } from "./paged.server";
import { countOf, limitOffset, localizedJson } from "./sql.server";

export const DOWNLOAD_KINDS = ["software", "document"] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];
export type DownloadText = { title: string; description?: string };

function downloads(db: Db) {
  return db
    .selectFrom("downloads as d")
    .leftJoin("media as m", "m.id", "d.media_id")
    // Only a published product is named and linked: a download of an unpublished one shows without it (ADR 066).
    .leftJoin("products as p", (join) => join.onRef("p.id", "=", "d.product_id").on("p.published", "=", true))
    .where("d.published", "=", true);
}

function columns(locale: Locale) {
  return [
    "d.id",
    "d.kind",
    "d.version",
    "d.content_date",
    "d.media_id",
    "m.filename",
    "m.size",
    "p.name as product",
    localSlugSql(locale, "p").$castTo<string | null>().as("productSlug"), // the product's address in the locale (ADR 057); null without one
    localizedJson<DownloadText>("d.content", locale).as("text"),
  ] as const;
}

/** Software and documents, newest content date first; an unknown kind matches nothing. */
export function listDownloads(db: Db, locale: Locale, paging: Paging, { kind }: { kind?: string } = {}) {
  // Counted and paged on downloads alone (its index); the joined columns only for the page's rows.
  let own = db.selectFrom("downloads as d").where("d.published", "=", true);
  if (kind) own = own.where("d.kind", "=", kind as DownloadKind);
  return pagedByIds(
    paging,
    () => countOf(own),
    (limit, offset) => limitOffset(own.select("d.id").orderBy("d.content_date", "desc").orderBy("d.id", "desc"), limit, offset).execute(),
    (ids) => downloads(db).select(columns(locale)).where("d.id", "in", ids).execute(),
  );
}

export function downloadsForProduct(db: Db, locale: Locale, productId: number) {
  return downloads(db).select(columns(locale)).where("d.product_id", "=", productId).orderBy("d.content_date", "desc").orderBy("d.id", "desc").execute();
}

/** The media route of a download's file, or null when it has none. */
export function downloadUrl(row: { media_id: number | null; filename: string | null }): string | null {
  return row.media_id !== null && row.filename ? mediaUrl(row.media_id, row.filename) : null;
}
