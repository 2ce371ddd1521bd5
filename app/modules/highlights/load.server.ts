import type { ModuleLoader } from "../loaders.server";
import type { HighlightsData } from "./schema";

/** Rows HIGHLIGHTS shows. STUB: read them from the database (plain JSON only). */
export const loadHighlights: ModuleLoader<HighlightsData, null> = async () => null;
