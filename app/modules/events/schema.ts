import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const eventsSchema = z.object({});
export type EventsData = z.infer<typeof eventsSchema>;

export const events = { schema: eventsSchema } satisfies ModuleSchema;
