import type { ModuleLoader } from "../loaders.server";
import type { ProductSliderData } from "./schema";

/** Rows PRODUCT_SLIDER shows. STUB: read them from the database (plain JSON only). */
export const loadProductSlider: ModuleLoader<ProductSliderData, null> = async () => null;
