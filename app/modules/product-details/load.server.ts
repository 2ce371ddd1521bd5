import { findCategoriesById, findProductsById } from "~/content/products.server";
import { href } from "~/i18n/route-table";
import type { ModuleLoader } from "../loader-types";
import { productDownloads } from "../shared/product-downloads.server";
import { productCards } from "../shared/product-rows.server";
import type { ProductDetailsData } from "./schema";
import type { ProductDetailsRows } from "./types";

/** The category's primary properties first (the key ones), then the rest in stored order. */
export function orderProperties(properties: Record<string, string>, primary: string[]) {
  const entries = Object.entries(properties);
  const rank = (name: string) => (primary.includes(name) ? primary.indexOf(name) : primary.length);
  return entries
    .map(([name, value], i) => ({ name, value, primary: primary.includes(name), i }))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.i - b.i)
    .map(({ name, value, primary: isPrimary }) => ({ name, value, primary: isPrimary }));
}

/** The picked product with its properties and downloads; null when it was deleted. */
export const loadProductDetails: ModuleLoader<ProductDetailsData, ProductDetailsRows> = async (data, { db, locale }) => {
  const [row] = await findProductsById(db, locale, [data.product.id]);
  if (!row) return null;
  const [[card], downloads, categories] = await Promise.all([
    productCards(db, locale, [row]),
    productDownloads(db, locale, row.id),
    findCategoriesById(db, locale, row.category_id !== null ? [row.category_id] : []),
  ]);
  return {
    product: {
      ...card,
      series: row.series ?? "",
      summary: row.text?.summary ?? "",
      properties: orderProperties(row.properties, categories[0]?.primary_properties ?? []),
    },
    downloads,
    compareHref: href("compare", locale, {}, { products: row.slug }),
  };
};
