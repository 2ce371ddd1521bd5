import { z } from "zod";
import { validationMessage } from "./validation-messages";

/**
 * "Publish at…" / "Unpublish at…" (issue 25), the same on the client (conform) and the server:
 * a wall-clock time (the datetime-local field's value, seconds optional) in a named time zone.
 * The server turns it into an instant (schedule-time.ts) and refuses one that is not ahead.
 */
export const SCHEDULE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Zones the runtime knows (IANA names), plus UTC, which supportedValuesOf leaves out. */
export function timeZones(): string[] {
  return ["UTC", ...Intl.supportedValuesOf("timeZone").filter((zone) => zone !== "UTC")];
}

let known: Set<string> | null = null;
export function isTimeZone(value: string): boolean {
  known ??= new Set(timeZones());
  return known.has(value);
}

export const scheduleSchema = z.object({
  action: z.enum(["publish", "unpublish"]),
  at: z.string({ required_error: validationMessage("required") }).trim().regex(SCHEDULE_TIME, validationMessage("scheduleTime")),
  timeZone: z.string({ required_error: validationMessage("required") }).refine(isTimeZone, validationMessage("timeZone")),
});

export type ScheduleInput = z.infer<typeof scheduleSchema>;

/** The zone a new schedule starts with before the browser says its own: the company's. */
export const DEFAULT_TIME_ZONE = "Europe/Zurich";
