import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

/** How many stories the grid shows; the whole list is one link away. */
export const STORY_GRID_LIMITS = [3, 6, 9, 12] as const;

/** A group or category picked from fetchStoriesGroups / fetchStoriesCategories (none = All). */
const storyFilterSchema = z.object({
  id: z.string().trim().min(1, "This field is required").max(100),
  title: z.string().max(100).optional(),
});

export const employeeStoriesSchema = z.object({
  group: storyFilterSchema.optional(),
  category: storyFilterSchema.optional(),
  limit: z.number().int().min(1).max(24).default(6),
  /** A link to the employee-stories list with the same filters. Absent means off: an unticked checkbox posts nothing (editor.ts ticks it for new modules). */
  showAllLink: z.boolean().default(false),
});
export type EmployeeStoriesData = z.infer<typeof employeeStoriesSchema>;

export const employeeStories = { schema: employeeStoriesSchema } satisfies ModuleSchema;
