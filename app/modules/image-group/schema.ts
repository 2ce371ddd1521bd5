import { z } from "zod";
import { imageSchema, type ModuleSchema } from "../common-schema";

/** SPEC §3.5 image item; §5.3: title 60, caption 130, the image is required. */
export const imageItemSchema = z.object({
  title: z.string().max(60).optional(),
  caption: z.string().max(130).optional(),
  image: imageSchema,
});

/** SPEC §9: at most 2 images. */
export const imageGroupSchema = z.object({
  items: z.array(imageItemSchema).max(2, "Reached the maximum of 2 items.").default([]),
});
export type ImageGroupData = z.infer<typeof imageGroupSchema>;

export const imageGroup = { schema: imageGroupSchema } satisfies ModuleSchema;
