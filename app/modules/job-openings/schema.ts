import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

/** How many openings an editor may list; the full list is one link away. */
export const JOB_LIMITS = [3, 5, 10, 15, 20] as const;

/** Settings shared by the modules that show job rows (JOB_OPENINGS, HIGHLIGHTS). */
export const jobFilterSchema = z.object({
  /** Only openings in this city (matched ignoring case and accents); empty shows every city. */
  location: z.string().trim().max(100).optional(),
});

export const jobOpeningsSchema = jobFilterSchema.extend({
  limit: z.number().int().min(1).max(50).default(5),
  /** A link to the whole career list (filtered to the same city). Absent means off: an unticked checkbox posts nothing (editor.ts ticks it for new modules). */
  showAllLink: z.boolean().default(false),
});
export type JobOpeningsData = z.infer<typeof jobOpeningsSchema>;

export const jobOpenings = { schema: jobOpeningsSchema } satisfies ModuleSchema;
