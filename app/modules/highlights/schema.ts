import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const highlightsSchema = z.object({});
export type HighlightsData = z.infer<typeof highlightsSchema>;

export const highlights = { schema: highlightsSchema } satisfies ModuleSchema;
