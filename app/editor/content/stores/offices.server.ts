import { sql } from "kysely";
import type { ContentStore, ContentUse } from "../content-store";
import { addressLines } from "../kinds/offices";
import { modulesPicking } from "./module-uses.server";
import { numberOrUndefined } from "./store-helpers.server";

/** The modules that pick offices by id in `selectedLocations`, and how a use of each is named. */
const OFFICE_MODULES = { OFFICE_MAP: "officeMap", CONTACT_LOCATIONS: "contactLocations", COMPANY_LOCATION: "companyLocation" } as const;

/** The stored address lines (a jsonb array). */
const storedLines = (lines: unknown): string[] => (Array.isArray(lines) ? lines.map(String) : []);

/** Office locations: every field is a column (no `content`: English only). */
export const officesStore: ContentStore = {
  table: "office_locations",
  noContent: true,
  columns: ["name", "name_verbose", "address_lines", "latitude", "longitude", "position", "phone", "email"],
  jsonColumns: ["address_lines"],
  dateColumn: "updated_at",
  titleSql: sql<string>`coalesce(nullif(draft -> 'columns' ->> 'name', ''), name)`,
  toForm: (c) => ({
    name: c.name,
    nameVerbose: c.name_verbose,
    addressLines: storedLines(c.address_lines).join("\n"),
    latitude: numberOrUndefined(c.latitude),
    longitude: numberOrUndefined(c.longitude),
    position: numberOrUndefined(c.position),
    phone: c.phone ?? undefined,
    email: c.email ?? undefined,
  }),
  toColumns: (v) => ({
    name: v.name,
    name_verbose: v.nameVerbose,
    address_lines: addressLines(String(v.addressLines ?? "")) ?? [],
    latitude: v.latitude,
    longitude: v.longitude,
    position: v.position,
    phone: v.phone ?? null,
    email: v.email ?? null,
  }),
  // No page of its own: CMS pages show offices through their map and location modules.
  viewHref: () => null,
  /**
   * The pages (draft or published revision; history does not count) whose office map, contact
   * locations or company location module has the office among its selected locations.
   */
  usesOf: async (trx, id) => {
    const rows = await modulesPicking(trx, Object.keys(OFFICE_MODULES), sql<boolean>`coalesce(c.data -> 'selectedLocations', '[]'::jsonb) @> to_jsonb(${id}::int)`);
    return rows.map((row): ContentUse => ({ kind: OFFICE_MODULES[row.type as keyof typeof OFFICE_MODULES], name: row.title }));
  },
};
