import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const tabSchema = z.object({});
export type TabData = z.infer<typeof tabSchema>;

export const tab = { schema: tabSchema } satisfies ModuleSchema;
