import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const manualTabsSchema = z.object({});
export type ManualTabsData = z.infer<typeof manualTabsSchema>;

export const manualTabs = { schema: manualTabsSchema } satisfies ModuleSchema;
