import type { ModuleLoader } from "../loaders.server";
import type { ProductTableData } from "./schema";

/** Rows PRODUCT_TABLE shows. STUB: read them from the database (plain JSON only). */
export const loadProductTable: ModuleLoader<ProductTableData, null> = async () => null;
