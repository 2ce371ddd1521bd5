import { z } from "zod";
import { selectedRowSchema, type ModuleSchema } from "../common-schema";

/** How many stories the module shows when the editor picked none (the newest). */
export const LATEST_STORY_LIMITS = [3, 6, 9] as const;
export const MAX_STORY_TEASERS = 9;

/** SPEC §3.5 employee story teaser: story (fetchEmployeeStories, required), body 150 (§5.3). */
export const storyTeaserSchema = z.object({
  story: selectedRowSchema,
  body: z.string().trim().max(150).optional(),
});

export const latestEmployeeStoriesSchema = z.object({
  /** Stories the editor picked, in this order; none picked shows the newest ones. */
  teasers: z.array(storyTeaserSchema).max(MAX_STORY_TEASERS, `Reached the maximum of ${MAX_STORY_TEASERS} items.`).default([]),
  limit: z.number().int().min(1).max(12).default(6),
  /** A link to the employee-stories list. Absent means off: an unticked checkbox posts nothing (editor.ts ticks it for new modules). */
  showAllLink: z.boolean().default(false),
});
export type LatestEmployeeStoriesData = z.infer<typeof latestEmployeeStoriesSchema>;

export const latestEmployeeStories = { schema: latestEmployeeStoriesSchema } satisfies ModuleSchema;
