import type { Db } from "../../../db";
import type { ProductRow } from "~/content/products.server";
import type { Locale } from "~/i18n/locales";
import { href } from "~/i18n/route-table";
import type { ProductCardRow } from "./product-card";
import { rowImages } from "./row-images.server";

/** Product rows as card rows (plain JSON), their images read in one query. */
export async function productCards(db: Db, locale: Locale, rows: ProductRow[]): Promise<ProductCardRow[]> {
  const images = await rowImages(db, locale, rows.map((row) => row.image_id));
  return rows.map((row) => {
    const image = row.image_id !== null ? images.get(row.image_id) : undefined;
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      displayName: row.display_name,
      status: row.status,
      category: row.categoryText?.title ?? "",
      // A product picture without its own alt text shows the product's name.
      image: image ? { ...image, alt: image.alt || row.display_name } : null,
      href: href("product", locale, { slug: row.localSlug }), // its address in the locale (ADR 057)
    };
  });
}
