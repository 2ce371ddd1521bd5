import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const documentCategoriesSchema = z.object({});
export type DocumentCategoriesData = z.infer<typeof documentCategoriesSchema>;

export const documentCategories = { schema: documentCategoriesSchema } satisfies ModuleSchema;
