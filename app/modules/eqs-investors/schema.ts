import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const eqsInvestorsSchema = z.object({});
export type EqsInvestorsData = z.infer<typeof eqsInvestorsSchema>;

export const eqsInvestors = { schema: eqsInvestorsSchema } satisfies ModuleSchema;
