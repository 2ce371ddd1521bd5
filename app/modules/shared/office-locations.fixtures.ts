import type { Db } from "../../../db";
import type { OfficeLocation } from "./office-location";

// Test data for the three location modules: offices as the loader returns them, and a helper
// inserting rows into a test database (positions deliberately not in insertion order).

export const STAEFA: OfficeLocation = {
  id: 1,
  name: "Stäfa",
  nameVerbose: "Vireo Sensors AG (headquarters)",
  addressLines: ["Seestrasse 112", "8712 Stäfa", "Switzerland"],
  latitude: 47.2406,
  longitude: 8.7238,
  phone: "+41 44 555 01 00",
  email: "info@vireo-sensors.example",
};

export const EINDHOVEN: OfficeLocation = {
  id: 2,
  name: "Eindhoven",
  nameVerbose: "Vireo Sensors B.V.",
  addressLines: ["High Tech Campus 41", "5656 AE Eindhoven", "Netherlands"],
  latitude: 51.4095,
  longitude: 5.4575,
  phone: null,
  email: null,
};

export const TOKYO: OfficeLocation = {
  id: 3,
  name: "Tokyo",
  nameVerbose: "Vireo Sensors K.K.",
  addressLines: ["2-1-1 Nihonbashi", "Chuo-ku, Tokyo 103-0027", "Japan"],
  latitude: 35.6812,
  longitude: 139.7745,
  phone: "+81 3 5555 0100",
  email: null,
};

/** Inserts Tokyo (position 2), Stäfa (0) and Eindhoven (1); returns their ids by name. */
export async function insertOffices(db: Db): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const [office, position] of [[TOKYO, 2], [STAEFA, 0], [EINDHOVEN, 1]] as const) {
    const row = await db
      .insertInto("office_locations")
      .values({
        name: office.name,
        name_verbose: office.nameVerbose,
        address_lines: JSON.stringify(office.addressLines),
        latitude: office.latitude,
        longitude: office.longitude,
        position,
        phone: office.phone,
        email: office.email,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids[office.name] = row.id;
  }
  return ids;
}
