import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const officeMapSchema = z.object({});
export type OfficeMapData = z.infer<typeof officeMapSchema>;

export const officeMap = { schema: officeMapSchema } satisfies ModuleSchema;
