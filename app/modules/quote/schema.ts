import { z } from "zod";
import { optionalImageSchema, type ModuleSchema } from "../common-schema";

/** A quotation with the speaker's name, position and an optional portrait. */
export const quoteSchema = z.object({
  quote: z.string().trim().min(1, "This field is required").max(400),
  name: z.string().max(100).optional(),
  position: z.string().max(150).optional(),
  image: optionalImageSchema,
});
export type QuoteData = z.infer<typeof quoteSchema>;

export const quote = { schema: quoteSchema } satisfies ModuleSchema;
