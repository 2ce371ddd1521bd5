import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const conversionDrivenSchema = z.object({});
export type ConversionDrivenData = z.infer<typeof conversionDrivenSchema>;

export const conversionDriven = { schema: conversionDrivenSchema } satisfies ModuleSchema;
