import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const fullWidthSliderSchema = z.object({});
export type FullWidthSliderData = z.infer<typeof fullWidthSliderSchema>;

export const fullWidthSlider = { schema: fullWidthSliderSchema } satisfies ModuleSchema;
