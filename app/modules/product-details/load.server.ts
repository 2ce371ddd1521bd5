import type { ModuleLoader } from "../loaders.server";
import type { ProductDetailsData } from "./schema";

/** Rows PRODUCT_DETAILS shows. STUB: read them from the database (plain JSON only). */
export const loadProductDetails: ModuleLoader<ProductDetailsData, null> = async () => null;
