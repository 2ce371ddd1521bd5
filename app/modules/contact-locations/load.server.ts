import type { ModuleLoader } from "../loaders.server";
import type { ContactLocationsData } from "./schema";

/** Rows CONTACT_LOCATIONS shows. STUB: read them from the database (plain JSON only). */
export const loadContactLocations: ModuleLoader<ContactLocationsData, null> = async () => null;
