import { z } from "zod";
import { locationsSchema, type ModuleSchema } from "../common-schema";

export const contactLocationsSchema = z.object({
  selectedLocations: locationsSchema,
  /** The cards alone by default; the map above them on request. */
  showMap: z.boolean().default(false),
});
export type ContactLocationsData = z.infer<typeof contactLocationsSchema>;

export const contactLocations = { schema: contactLocationsSchema } satisfies ModuleSchema;
