import type { Db } from "../../../db";
import { downloadsForProduct, downloadUrl } from "~/content/downloads.server";
import type { Locale } from "~/i18n/locales";
import { formatBytes, formatDate } from "~/lib/format";

/** A product's downloads as a download table shows them: the PRODUCT_DETAILS module and the product screen. */
export async function productDownloads(db: Db, locale: Locale, productId: number) {
  const downloads = await downloadsForProduct(db, locale, productId);
  return downloads.map((d) => ({
    id: d.id,
    title: d.text?.title ?? "",
    description: d.text?.description ?? "",
    kind: d.kind,
    version: d.version ?? "",
    date: formatDate(d.content_date, locale),
    size: d.size !== null ? formatBytes(d.size, locale) : "",
    url: downloadUrl(d),
  }));
}
