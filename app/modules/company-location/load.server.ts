import type { ModuleLoader } from "../loaders.server";
import type { CompanyLocationData } from "./schema";

/** Rows COMPANY_LOCATION shows. STUB: read them from the database (plain JSON only). */
export const loadCompanyLocation: ModuleLoader<CompanyLocationData, null> = async () => null;
