import { findCategoriesById, findProductsById, productsInCategories, type ProductRow } from "~/content/products.server";
import type { ModuleLoader } from "../loader-types";
import { productCards } from "../shared/product-rows.server";
import { MAX_TABLE_PRODUCTS, type ProductTableData } from "./schema";
import type { ProductTableRows, PropertyColumn } from "./types";

/** The categories' primary then secondary properties, each name once. */
export function propertyColumns(categories: { primary_properties: string[]; secondary_properties: string[] }[]): PropertyColumn[] {
  const columns: PropertyColumn[] = [];
  const seen = new Set<string>();
  for (const primary of [true, false]) {
    for (const category of categories) {
      for (const name of primary ? category.primary_properties : category.secondary_properties) {
        if (seen.has(name)) continue;
        seen.add(name);
        columns.push({ name, primary });
      }
    }
  }
  return columns;
}

/**
 * The table's products: every product of the chosen categories by name, or the picked products
 * in order. The columns are the properties of the chosen categories (for picked products: of
 * their categories).
 */
export const loadProductTable: ModuleLoader<ProductTableData, ProductTableRows> = async (data, { db, locale }) => {
  let rows: ProductRow[];
  let categoryIds: number[];
  if (data.source === "category") {
    categoryIds = data.categories;
    rows = await productsInCategories(db, locale, categoryIds, { limit: MAX_TABLE_PRODUCTS });
  } else {
    rows = await findProductsById(db, locale, [...new Set(data.items.map((item) => item.product.id))]);
    categoryIds = [...new Set(rows.flatMap((row) => (row.category_id !== null ? [row.category_id] : [])))];
  }
  const [cards, categories] = await Promise.all([productCards(db, locale, rows), findCategoriesById(db, locale, categoryIds)]);
  return {
    products: cards.map((card, i) => ({ ...card, series: rows[i].series ?? "", properties: rows[i].properties })),
    columns: propertyColumns(categories),
    categories: data.source === "category" ? categories.map((c) => c.text?.title ?? c.slug) : [],
  };
};
