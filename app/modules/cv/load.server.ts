import type { ModuleLoader } from "../loaders.server";
import type { CvData } from "./schema";

/** Rows CV shows. STUB: read them from the database (plain JSON only). */
export const loadCv: ModuleLoader<CvData, null> = async () => null;
