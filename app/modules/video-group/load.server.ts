import type { ModuleLoader } from "../loaders.server";
import type { VideoGroupData } from "./schema";

/** Rows VIDEO_GROUP shows. STUB: read them from the database (plain JSON only). */
export const loadVideoGroup: ModuleLoader<VideoGroupData, null> = async () => null;
