import { z } from "zod";
import type { ModuleSchema } from "../common-schema";
import { jobFilterSchema } from "../job-openings/schema";

export const HIGHLIGHT_LIMITS = [4, 6, 8, 12] as const;

/** Job highlights: the newest openings (optionally in one city) as a card slider. */
export const highlightsSchema = jobFilterSchema.extend({
  limit: z.number().int().min(1).max(12).default(8),
  /** A link to the whole career list (filtered to the same city). Absent means off: an unticked checkbox posts nothing (editor.ts ticks it for new modules). */
  showAllLink: z.boolean().default(false),
});
export type HighlightsData = z.infer<typeof highlightsSchema>;

export const highlights = { schema: highlightsSchema } satisfies ModuleSchema;
