import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const productDetailsSchema = z.object({});
export type ProductDetailsData = z.infer<typeof productDetailsSchema>;

export const productDetails = { schema: productDetailsSchema } satisfies ModuleSchema;
