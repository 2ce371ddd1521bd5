import type { ModuleLoader } from "../loaders.server";
import type { DocumentCategoriesData } from "./schema";

/** Rows DOCUMENT_CATEGORIES shows. STUB: read them from the database (plain JSON only). */
export const loadDocumentCategories: ModuleLoader<DocumentCategoriesData, null> = async () => null;
