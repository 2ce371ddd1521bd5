import type { ModuleLoader } from "../loaders.server";
import type { OfficeMapData } from "./schema";

/** Rows OFFICE_MAP shows. STUB: read them from the database (plain JSON only). */
export const loadOfficeMap: ModuleLoader<OfficeMapData, null> = async () => null;
