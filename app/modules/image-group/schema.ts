import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const imageGroupSchema = z.object({});
export type ImageGroupData = z.infer<typeof imageGroupSchema>;

export const imageGroup = { schema: imageGroupSchema } satisfies ModuleSchema;
