import type { ModuleLoader } from "../loaders.server";
import type { WebinarsData } from "./schema";

/** Rows WEBINARS shows. STUB: read them from the database (plain JSON only). */
export const loadWebinars: ModuleLoader<WebinarsData, null> = async () => null;
