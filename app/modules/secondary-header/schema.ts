import { z } from "zod";
import { imageSchema, type ModuleSchema } from "../common-schema";

/** Header 2 - Megatrends: title and lead over a background visual. */
export const secondaryHeaderSchema = z.object({
  title: z.string().trim().min(1, "This field is required").max(100),
  lead: z.string().max(300).optional(),
  image: imageSchema,
});
export type SecondaryHeaderData = z.infer<typeof secondaryHeaderSchema>;

export const secondaryHeader = { schema: secondaryHeaderSchema } satisfies ModuleSchema;
