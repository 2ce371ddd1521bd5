import type { ModuleLoader } from "../loader-types";
import type { EmployeeStoriesData } from "./schema";
import type { StoryRows } from "./story-card";
import { loadStoryGrid } from "./story-rows.server";

/** EMPLOYEE_STORIES: the newest published stories of the chosen group and category. */
export const loadEmployeeStories: ModuleLoader<EmployeeStoriesData, StoryRows> = (data, { db, locale }) =>
  loadStoryGrid(db, locale, { group: data.group?.id, category: data.category?.id, limit: data.limit });
