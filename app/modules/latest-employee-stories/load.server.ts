import { latestStories } from "~/content/stories.server";
import { href } from "~/i18n/route-table";
import type { StoryRows } from "../employee-stories/story-card";
import { storiesByIds, toStoryCards } from "../employee-stories/story-rows.server";
import type { ModuleLoader } from "../loader-types";
import type { LatestEmployeeStoriesData } from "./schema";

/**
 * LATEST_EMPLOYEE_STORIES: the stories the editor picked (with their teaser texts), or the
 * newest published ones when none is picked.
 */
export const loadLatestEmployeeStories: ModuleLoader<LatestEmployeeStoriesData, StoryRows> = async (data, { db, locale }) => {
  const picked = data.teasers.map((teaser) => teaser.story.id);
  const rows = picked.length > 0 ? await storiesByIds(db, locale, picked) : await latestStories(db, locale, data.limit);
  const bodies = new Map(data.teasers.filter((teaser) => teaser.body).map((teaser) => [teaser.story.id, teaser.body!]));
  const stories = await toStoryCards(db, locale, rows, bodies);
  return { stories, total: stories.length, allHref: href("stories", locale) };
};
