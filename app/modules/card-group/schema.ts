import { z } from "zod";
import { optionalImageSchema, optionalLinkSchema, type ModuleSchema } from "../common-schema";

/** SPEC §5.3 card form: tag 50, title 250 (required), body 600, link title 50. */
export const cardSchema = z.object({
  tag: z.string().max(50).optional(),
  title: z.string().trim().min(1, "This field is required").max(250),
  body: z.string().max(600).optional(),
  link: optionalLinkSchema,
  linkTitle: z.string().max(50).optional(),
  image: optionalImageSchema,
});

export const cardGroupSchema = z.object({
  cards: z.array(cardSchema).min(1, "At least one card is required").max(4, "Reached the maximum of 4 items."),
});
export type CardGroupData = z.infer<typeof cardGroupSchema>;

export const cardGroup = { schema: cardGroupSchema } satisfies ModuleSchema;
