import type { ProductCardRow } from "../shared/product-card";

/** What PRODUCT_SLIDER's loader reads: the products to show, in order. */
export type ProductSliderRows = { products: ProductCardRow[] };
