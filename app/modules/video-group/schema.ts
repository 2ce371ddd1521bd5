import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const videoGroupSchema = z.object({});
export type VideoGroupData = z.infer<typeof videoGroupSchema>;

export const videoGroup = { schema: videoGroupSchema } satisfies ModuleSchema;
