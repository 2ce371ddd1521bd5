import type { JobRows } from "../job-openings/job-card";
import { loadJobRows } from "../job-openings/job-rows.server";
import type { ModuleLoader } from "../loader-types";
import type { HighlightsData } from "./schema";

/** HIGHLIGHTS: the newest published openings from the jobs table, as for JOB_OPENINGS. */
export const loadHighlights: ModuleLoader<HighlightsData, JobRows> = (data, { db, locale }) =>
  loadJobRows(db, locale, { limit: data.limit, location: data.location });
