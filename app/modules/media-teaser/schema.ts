import { z } from "zod";
import { imageSchema, optionalLinkSchema, type ModuleSchema } from "../common-schema";

/** SPEC is silent on the number of media teasers; four slides of three are plenty. */
export const MAX_MEDIA_TEASERS = 12;

/**
 * SPEC §3.5 media teaser: image, tag, title, body, linkTitle, link; §5.3: tag 120, title 100
 * (required), body 150, button title 100, and the image is required ('This field is required').
 */
export const mediaTeaserItemSchema = z.object({
  image: imageSchema,
  tag: z.string().max(120).optional(),
  title: z.string().trim().min(1, "This field is required").max(100),
  body: z.string().max(150).optional(),
  linkTitle: z.string().max(100).optional(),
  link: optionalLinkSchema,
});
export type MediaTeaserItem = z.infer<typeof mediaTeaserItemSchema>;

export const mediaTeaserSchema = z.object({
  items: z
    .array(mediaTeaserItemSchema)
    .min(1, "This field is required")
    .max(MAX_MEDIA_TEASERS, `Reached the maximum of ${MAX_MEDIA_TEASERS} items.`),
});
export type MediaTeaserData = z.infer<typeof mediaTeaserSchema>;

export const mediaTeaser = { schema: mediaTeaserSchema } satisfies ModuleSchema;
