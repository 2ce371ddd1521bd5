import type { GeoPoint } from "./map-projection";

/** An office as the map and location modules show it (plain JSON from the loader). */
export type OfficeLocation = GeoPoint & {
  id: number;
  name: string;
  nameVerbose: string;
  addressLines: string[];
  phone: string | null;
  email: string | null;
};

/** What the three location modules' loaders return. */
export type LocationRows = { locations: OfficeLocation[] };
