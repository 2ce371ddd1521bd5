import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const jobOpeningsSchema = z.object({});
export type JobOpeningsData = z.infer<typeof jobOpeningsSchema>;

export const jobOpenings = { schema: jobOpeningsSchema } satisfies ModuleSchema;
