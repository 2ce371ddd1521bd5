import type { ModuleLoader } from "../loaders.server";
import type { SoftwareDownloadsData } from "./schema";

/** Rows SOFTWARE_DOWNLOADS shows. STUB: read them from the database (plain JSON only). */
export const loadSoftwareDownloads: ModuleLoader<SoftwareDownloadsData, null> = async () => null;
