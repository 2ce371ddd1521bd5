import { z } from "zod";
import { linkSchema, optionalLinkSchema, type ModuleSchema } from "../common-schema";

export const ctaSchema = z.object({
  title: z.string().trim().min(1, "This field is required").max(120),
  body: z.string().max(300).optional(),
  link: linkSchema,
  linkTitle: z.string().trim().min(1, "This field is required").max(50),
  secondaryLink: optionalLinkSchema,
  secondaryLinkTitle: z.string().max(50).optional(),
});
export type CtaData = z.infer<typeof ctaSchema>;

export const cta = { schema: ctaSchema } satisfies ModuleSchema;
