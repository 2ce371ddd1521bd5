import type { ModuleLoader } from "../loader-types";
import type { JobRows } from "./job-card";
import { loadJobRows } from "./job-rows.server";
import type { JobOpeningsData } from "./schema";

/** JOB_OPENINGS: the newest published openings from the jobs table. */
export const loadJobOpenings: ModuleLoader<JobOpeningsData, JobRows> = (data, { db, locale }) =>
  loadJobRows(db, locale, { limit: data.limit, location: data.location });
