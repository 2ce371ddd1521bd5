import { z } from "zod";
import { imageSchema, linkSchema, type ModuleSchema } from "../common-schema";

/**
 * SPEC §1 "a floating image with a card", with the §5.3 teaser rules: title 60, body 150 and
 * link title 50 required, the link required. The image is what the card floats on: required too.
 */
export const conversionDrivenSchema = z.object({
  image: imageSchema,
  imagePosition: z.enum(["left", "right"]).catch("left"),
  tag: z.string().max(50).optional(),
  title: z.string().trim().min(1, "This field is required").max(60),
  body: z.string().trim().min(1, "This field is required").max(150),
  linkTitle: z.string().trim().min(1, "This field is required").max(50),
  link: linkSchema,
});
export type ConversionDrivenData = z.infer<typeof conversionDrivenSchema>;

export const conversionDriven = { schema: conversionDrivenSchema } satisfies ModuleSchema;
