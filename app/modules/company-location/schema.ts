import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const companyLocationSchema = z.object({});
export type CompanyLocationData = z.infer<typeof companyLocationSchema>;

export const companyLocation = { schema: companyLocationSchema } satisfies ModuleSchema;
