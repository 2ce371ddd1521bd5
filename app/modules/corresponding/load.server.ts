import type { ModuleLoader } from "../loaders.server";
import type { CorrespondingData } from "./schema";

/** Rows CORRESPONDING shows. STUB: read them from the database (plain JSON only). */
export const loadCorresponding: ModuleLoader<CorrespondingData, null> = async () => null;
