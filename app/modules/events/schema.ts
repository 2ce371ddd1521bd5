import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

/** Company events (webinars included) or career events: the two event lists of the site. */
export const EVENT_LISTS = ["company", "career"] as const;

/** How many upcoming events the module may show; the full list is one link away. */
export const EVENT_LIMITS = [3, 6, 9, 12] as const;

export const eventsSchema = z.object({
  list: z.enum(EVENT_LISTS).default("company"),
  limit: z.number().int().min(1).max(12).default(3),
  /** A link to the full event list (absent, as an unticked checkbox is, means none; new modules start ticked). */
  showAllLink: z.boolean().default(false),
});
export type EventsData = z.infer<typeof eventsSchema>;

export const events = { schema: eventsSchema } satisfies ModuleSchema;
