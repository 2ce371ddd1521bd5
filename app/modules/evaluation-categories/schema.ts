import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const evaluationCategoriesSchema = z.object({});
export type EvaluationCategoriesData = z.infer<typeof evaluationCategoriesSchema>;

export const evaluationCategories = { schema: evaluationCategoriesSchema } satisfies ModuleSchema;
