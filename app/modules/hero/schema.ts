import { z } from "zod";
import { imageSchema, optionalLinkSchema, requireLinkText, type ModuleSchema } from "../common-schema";

export const heroSchema = z.object({
  title: z.string().trim().min(1, "This field is required").max(100),
  body: z.string().max(300).optional(),
  image: imageSchema,
  link: optionalLinkSchema,
  linkTitle: z.string().max(50).optional(),
  theme: z.enum(["dark", "light"]).default("dark"),
})
  .superRefine(requireLinkText);
export type HeroData = z.infer<typeof heroSchema>;

export const hero = { schema: heroSchema } satisfies ModuleSchema;
