import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const contactLocationsSchema = z.object({});
export type ContactLocationsData = z.infer<typeof contactLocationsSchema>;

export const contactLocations = { schema: contactLocationsSchema } satisfies ModuleSchema;
