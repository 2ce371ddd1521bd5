import { z } from "zod";
import { imageSchema, optionalLinkSchema, type ModuleSchema } from "../common-schema";

/** Header 3 - Applications: a breadcrumb-like tag, the title, a text, the image and an optional button. */
export const applicationHeaderSchema = z.object({
  tag: z.string().max(50).optional(),
  title: z.string().trim().min(1, "This field is required").max(100),
  body: z.string().max(400).optional(),
  image: imageSchema,
  linkTitle: z.string().max(50).optional(),
  link: optionalLinkSchema,
});
export type ApplicationHeaderData = z.infer<typeof applicationHeaderSchema>;

export const applicationHeader = { schema: applicationHeaderSchema } satisfies ModuleSchema;
