import type { ModuleLoader } from "../loader-types";
import type { LocationRows } from "../shared/office-location";
import { loadOfficeLocations } from "../shared/office-locations.server";
import type { OfficeMapData } from "./schema";

/** The selected offices with their address and coordinates. */
export const loadOfficeMap: ModuleLoader<OfficeMapData, LocationRows> = async (data, { db }) => ({
  locations: await loadOfficeLocations(db, data.selectedLocations),
});
