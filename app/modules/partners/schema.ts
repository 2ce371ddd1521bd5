import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const partnersSchema = z.object({});
export type PartnersData = z.infer<typeof partnersSchema>;

export const partners = { schema: partnersSchema } satisfies ModuleSchema;
