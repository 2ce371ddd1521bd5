import type { ModuleLoader } from "../loaders.server";
import type { NewsData } from "./schema";

/** Rows NEWS shows. STUB: read them from the database (plain JSON only). */
export const loadNews: ModuleLoader<NewsData, null> = async () => null;
