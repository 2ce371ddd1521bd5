import type { ProductCardRow } from "../shared/product-card";

export type ProductTableRow = ProductCardRow & { series: string; properties: Record<string, string> };

/** A property column: primary properties first (the Small table shows only those). */
export type PropertyColumn = { name: string; primary: boolean };

/** What PRODUCT_TABLE's loader reads. `categories`: the titles of the categories shown. */
export type ProductTableRows = { products: ProductTableRow[]; columns: PropertyColumn[]; categories: string[] };
