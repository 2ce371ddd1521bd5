import type { Db } from "../../../db";
import type { OfficeLocation } from "./office-location";

/**
 * The selected offices (SPEC §3.8 selectedLocations), in the site's order; ids that no longer
 * exist or are not published are skipped.
 */
export async function loadOfficeLocations(db: Db, ids: readonly number[]): Promise<OfficeLocation[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("office_locations")
    .select(["id", "name", "name_verbose", "address_lines", "latitude", "longitude", "phone", "email"])
    .where("id", "in", [...ids])
    .where("published", "=", true)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameVerbose: row.name_verbose,
    addressLines: Array.isArray(row.address_lines) ? row.address_lines.map(String) : [],
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    phone: row.phone || null,
    email: row.email || null,
  }));
}
