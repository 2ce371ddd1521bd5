import { z } from "zod";
import { locationsSchema, type ModuleSchema } from "../common-schema";

/** What the map shows: the selected offices with a margin, or a fixed world or Europe view. */
export const MAP_AREAS = ["fit", "world", "europe"] as const;

export const officeMapSchema = z.object({
  selectedLocations: locationsSchema,
  area: z.enum(MAP_AREAS).default("fit"),
});
export type OfficeMapData = z.infer<typeof officeMapSchema>;

export const officeMap = { schema: officeMapSchema } satisfies ModuleSchema;
