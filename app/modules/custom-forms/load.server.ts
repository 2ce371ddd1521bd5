import type { ModuleLoader } from "../loaders.server";
import type { CustomFormsData } from "./schema";

/** Rows CUSTOM_FORMS shows. STUB: read them from the database (plain JSON only). */
export const loadCustomForms: ModuleLoader<CustomFormsData, null> = async () => null;
