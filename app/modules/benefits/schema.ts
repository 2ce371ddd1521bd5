import { z } from "zod";
import { imageSchema, type ModuleSchema } from "../common-schema";

export const BENEFITS_MAX_ITEMS = 6;

/**
 * A benefit is a SPEC §3.5 key-figure-like item (an icon, a short figure and its meaning), so the
 * §5.3 key-item rules apply: title 8 (required), subtitle 70, body 100, vector image required.
 */
export const benefitSchema = z.object({
  title: z.string().trim().min(1, "This field is required").max(8),
  subtitle: z.string().max(70).optional(),
  body: z.string().max(100).optional(),
  image: imageSchema,
});
export type Benefit = z.infer<typeof benefitSchema>;

export const benefitsSchema = z.object({
  items: z.array(benefitSchema).min(1, "This field is required").max(BENEFITS_MAX_ITEMS, `Reached the maximum of ${BENEFITS_MAX_ITEMS} items.`),
});
export type BenefitsData = z.infer<typeof benefitsSchema>;

export const benefits = { schema: benefitsSchema } satisfies ModuleSchema;
