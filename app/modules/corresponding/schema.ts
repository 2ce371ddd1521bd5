import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const correspondingSchema = z.object({});
export type CorrespondingData = z.infer<typeof correspondingSchema>;

export const corresponding = { schema: correspondingSchema } satisfies ModuleSchema;
