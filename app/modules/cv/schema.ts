import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const cvSchema = z.object({});
export type CvData = z.infer<typeof cvSchema>;

export const cv = { schema: cvSchema } satisfies ModuleSchema;
