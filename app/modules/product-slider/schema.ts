import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const productSliderSchema = z.object({});
export type ProductSliderData = z.infer<typeof productSliderSchema>;

export const productSlider = { schema: productSliderSchema } satisfies ModuleSchema;
