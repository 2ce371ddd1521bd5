import type { ModuleLoader } from "../loader-types";
import type { LocationRows } from "../shared/office-location";
import { loadOfficeLocations } from "../shared/office-locations.server";
import type { CompanyLocationData } from "./schema";

/** The selected offices; the renderer shows the first. */
export const loadCompanyLocation: ModuleLoader<CompanyLocationData, LocationRows> = async (data, { db }) => ({
  locations: await loadOfficeLocations(db, data.selectedLocations),
});
