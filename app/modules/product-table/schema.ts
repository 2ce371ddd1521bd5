import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const productTableSchema = z.object({});
export type ProductTableData = z.infer<typeof productTableSchema>;

export const productTable = { schema: productTableSchema } satisfies ModuleSchema;
