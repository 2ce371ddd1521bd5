import { z } from "zod";
import { linkSchema, optionalImageSchema, type ModuleSchema } from "../common-schema";

const required = "This field is required";

/** SPEC §3.5 teaser; §5.3: title 60, body 150 and link title 50, all required; the link is required. */
export const teaserSchema = z.object({
  tag: z.string().trim().max(50).optional(),
  title: z.string().trim().min(1, required).max(60),
  body: z.string().trim().min(1, required).max(150),
  image: optionalImageSchema,
  link: linkSchema,
  linkTitle: z.string().trim().min(1, required).max(50),
});
export type Teaser = z.infer<typeof teaserSchema>;

/** Related content: a row of up to three teasers. */
export const MAX_TEASERS = 3;

export const correspondingSchema = z.object({
  teasers: z.array(teaserSchema).max(MAX_TEASERS, `Reached the maximum of ${MAX_TEASERS} items.`).default([]),
});
export type CorrespondingData = z.infer<typeof correspondingSchema>;

export const corresponding = { schema: correspondingSchema } satisfies ModuleSchema;
