import { z } from "zod";
import { linkSchema, type ModuleSchema } from "../common-schema";

export const EVALUATION_CATEGORIES_MAX_ITEMS = 12;

/** SPEC §3.5 evaluation category; §5.3: title 100, description 200, the link is required. */
export const evaluationCategorySchema = z.object({
  title: z.string().trim().min(1, "This field is required").max(100),
  description: z.string().max(200).optional(),
  link: linkSchema,
});
export type EvaluationCategory = z.infer<typeof evaluationCategorySchema>;

export const evaluationCategoriesSchema = z.object({
  items: z
    .array(evaluationCategorySchema)
    .min(1, "This field is required")
    .max(EVALUATION_CATEGORIES_MAX_ITEMS, `Reached the maximum of ${EVALUATION_CATEGORIES_MAX_ITEMS} items.`),
});
export type EvaluationCategoriesData = z.infer<typeof evaluationCategoriesSchema>;

export const evaluationCategories = { schema: evaluationCategoriesSchema } satisfies ModuleSchema;
