import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const latestEmployeeStoriesSchema = z.object({});
export type LatestEmployeeStoriesData = z.infer<typeof latestEmployeeStoriesSchema>;

export const latestEmployeeStories = { schema: latestEmployeeStoriesSchema } satisfies ModuleSchema;
