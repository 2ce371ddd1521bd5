import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const benefitsSchema = z.object({});
export type BenefitsData = z.infer<typeof benefitsSchema>;

export const benefits = { schema: benefitsSchema } satisfies ModuleSchema;
