import { z } from "zod";
import { imageSchema, optionalLinkSchema, type ModuleSchema } from "../common-schema";

/** SPEC is silent on the number of ways; three slides of four are plenty. */
export const MAX_WAYS = 12;

/**
 * SPEC §3.5 way item: title, body, image, link, linkTitle; §5.3: title 100 (required), body 100,
 * link title 100, and the image is required ('This field is required').
 */
export const wayItemSchema = z.object({
  title: z.string().trim().min(1, "This field is required").max(100),
  body: z.string().max(100).optional(),
  image: imageSchema,
  link: optionalLinkSchema,
  linkTitle: z.string().max(100).optional(),
});
export type WayItem = z.infer<typeof wayItemSchema>;

export const wayToStartSchema = z.object({
  items: z.array(wayItemSchema).min(1, "This field is required").max(MAX_WAYS, `Reached the maximum of ${MAX_WAYS} items.`),
});
export type WayToStartData = z.infer<typeof wayToStartSchema>;

export const wayToStart = { schema: wayToStartSchema } satisfies ModuleSchema;
