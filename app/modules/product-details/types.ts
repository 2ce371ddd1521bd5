import type { DownloadRow } from "~/components/download-table";
import type { ProductCardRow } from "../shared/product-card";

/** What PRODUCT_DETAILS's loader reads; null when the picked product no longer exists. */
export type ProductDetailsRows = {
  product: ProductCardRow & { series: string; summary: string; properties: { name: string; value: string; primary: boolean }[] };
  downloads: DownloadRow[];
  compareHref: string;
} | null;
