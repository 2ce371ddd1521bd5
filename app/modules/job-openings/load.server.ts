import type { ModuleLoader } from "../loaders.server";
import type { JobOpeningsData } from "./schema";

/** Rows JOB_OPENINGS shows. STUB: read them from the database (plain JSON only). */
export const loadJobOpenings: ModuleLoader<JobOpeningsData, null> = async () => null;
