import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const interrupterSchema = z.object({});
export type InterrupterData = z.infer<typeof interrupterSchema>;

export const interrupter = { schema: interrupterSchema } satisfies ModuleSchema;
