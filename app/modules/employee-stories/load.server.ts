import type { ModuleLoader } from "../loaders.server";
import type { EmployeeStoriesData } from "./schema";

/** Rows EMPLOYEE_STORIES shows. STUB: read them from the database (plain JSON only). */
export const loadEmployeeStories: ModuleLoader<EmployeeStoriesData, null> = async () => null;
