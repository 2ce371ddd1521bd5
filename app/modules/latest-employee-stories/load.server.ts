import type { ModuleLoader } from "../loaders.server";
import type { LatestEmployeeStoriesData } from "./schema";

/** Rows LATEST_EMPLOYEE_STORIES shows. STUB: read them from the database (plain JSON only). */
export const loadLatestEmployeeStories: ModuleLoader<LatestEmployeeStoriesData, null> = async () => null;
