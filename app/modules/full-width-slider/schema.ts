import { z } from "zod";
import type { ModuleSchema } from "../common-schema";
import { slideSchema } from "../slider/schema";

/** SPEC is silent on the number of full-width slides; more than eight are rarely seen. */
export const MAX_FULL_WIDTH_SLIDES = 8;

/** SPEC §3.5 slides (the same slide as the card slider: title 100 required, button title 50). */
export const fullWidthSliderSchema = z.object({
  slides: z
    .array(slideSchema)
    .min(1, "This field is required")
    .max(MAX_FULL_WIDTH_SLIDES, `Reached the maximum of ${MAX_FULL_WIDTH_SLIDES} items.`),
});
export type FullWidthSliderData = z.infer<typeof fullWidthSliderSchema>;

export const fullWidthSlider = { schema: fullWidthSliderSchema } satisfies ModuleSchema;
