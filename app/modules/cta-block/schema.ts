import { z } from "zod";
import { imageSchema, optionalLinkSchema, type ModuleSchema } from "../common-schema";

export const CTA_BLOCK_MAX_TOPICS = 4;

/** SPEC §3.5 topic; §5.3: body 300, the image is required. The title is what the tile is about. */
export const topicSchema = z.object({
  title: z.string().trim().min(1, "This field is required").max(100),
  body: z.string().max(300).optional(),
  image: imageSchema,
  link: optionalLinkSchema,
  linkTitle: z.string().max(50).optional(),
});
export type Topic = z.infer<typeof topicSchema>;

/** A block of up to four calls to action side by side. */
export const ctaBlockSchema = z.object({
  topics: z
    .array(topicSchema)
    .min(1, "This field is required")
    .max(CTA_BLOCK_MAX_TOPICS, `Reached the maximum of ${CTA_BLOCK_MAX_TOPICS} items.`),
});
export type CtaBlockData = z.infer<typeof ctaBlockSchema>;

export const ctaBlock = { schema: ctaBlockSchema } satisfies ModuleSchema;
