import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const sliderSchema = z.object({});
export type SliderData = z.infer<typeof sliderSchema>;

export const slider = { schema: sliderSchema } satisfies ModuleSchema;
