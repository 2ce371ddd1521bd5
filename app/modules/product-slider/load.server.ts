import { findProductsById, productsInCategories, productsInSeries, type ProductRow } from "~/content/products.server";
import type { ModuleLoader } from "../loader-types";
import { productCards } from "../shared/product-rows.server";
import { MAX_SLIDER_PRODUCTS, type ProductSliderData } from "./schema";
import type { ProductSliderRows } from "./types";

/**
 * The slider's products: the chosen categories' products by name, or the picked products and
 * series (a series expands to its products) in the editor's order, each product once.
 */
export const loadProductSlider: ModuleLoader<ProductSliderData, ProductSliderRows> = async (data, { db, locale }) => {
  let rows: ProductRow[];
  if (data.source === "category") {
    rows = await productsInCategories(db, locale, data.categories, { limit: data.limit, includeObsolete: data.includeObsolete });
  } else {
    const productIds = data.items.flatMap((pick) => (pick.product ? [pick.product.id] : []));
    const seriesIds = data.items.flatMap((pick) => (!pick.product && pick.series ? [pick.series.id] : []));
    const [products, series] = await Promise.all([findProductsById(db, locale, productIds), productsInSeries(db, locale, seriesIds)]);
    const productById = new Map(products.map((row) => [row.id, row]));
    rows = data.items.flatMap((pick) => {
      if (pick.product) return productById.get(pick.product.id) ?? [];
      return pick.series ? series.filter((row) => row.series_id === pick.series!.id) : [];
    });
  }
  const unique = rows.filter((row, i) => rows.findIndex((other) => other.id === row.id) === i).slice(0, MAX_SLIDER_PRODUCTS);
  return { products: await productCards(db, locale, unique) };
};
