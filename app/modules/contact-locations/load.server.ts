import type { ModuleLoader } from "../loader-types";
import type { LocationRows } from "../shared/office-location";
import { loadOfficeLocations } from "../shared/office-locations.server";
import type { ContactLocationsData } from "./schema";

/** The selected offices with their address, phone and e-mail. */
export const loadContactLocations: ModuleLoader<ContactLocationsData, LocationRows> = async (data, { db }) => ({
  locations: await loadOfficeLocations(db, data.selectedLocations),
});
