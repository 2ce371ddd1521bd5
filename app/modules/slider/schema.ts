import { z } from "zod";
import { optionalImageSchema, optionalLinkSchema, type ModuleSchema } from "../common-schema";
import { videoIdOf } from "../video-group/video-address";

/** SPEC is silent on the number of slides; a dozen keeps a slider a slider. */
export const MAX_SLIDES = 12;

/** SPEC §3.5 slide: title, body, image, videoUrl, link, linkTitle (button title); §5.3: title 100 (required), button title 50. */
export const slideSchema = z.object({
  title: z.string().trim().min(1, "This field is required").max(100),
  body: z.string().max(300).optional(),
  image: optionalImageSchema,
  videoUrl: z
    .string()
    .trim()
    .max(500)
    .refine((url) => url === "" || videoIdOf(url) !== null, "Enter a valid YouTube video address")
    .optional(),
  link: optionalLinkSchema,
  linkTitle: z.string().max(50).optional(),
});
export type SlideData = z.infer<typeof slideSchema>;

export const slidesSchema = z
  .array(slideSchema)
  .min(1, "This field is required")
  .max(MAX_SLIDES, `Reached the maximum of ${MAX_SLIDES} items.`);

export const sliderSchema = z.object({ slides: slidesSchema });
export type SliderData = z.infer<typeof sliderSchema>;

export const slider = { schema: sliderSchema } satisfies ModuleSchema;
