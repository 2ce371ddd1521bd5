import type { ModuleLoader } from "../loaders.server";
import type { EventsData } from "./schema";

/** Rows EVENTS shows. STUB: read them from the database (plain JSON only). */
export const loadEvents: ModuleLoader<EventsData, null> = async () => null;
