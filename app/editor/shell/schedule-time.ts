import { TZDate } from "@date-fns/tz";
import { SCHEDULE_TIME } from "./schedule-schema";

/**
 * The instant a wall-clock time names in a time zone ("2026-03-29T02:30" in Europe/Zurich falls in
 * the spring-forward gap and is read as 03:30, as the zone's clocks show it), or null for a value
 * that is no real date (2026-02-30).
 */
export function zonedInstant(value: string, timeZone: string): Date | null {
  const parts = SCHEDULE_TIME.exec(value);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0));
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1) return null;
  return new Date(new TZDate(year, month - 1, day, hour, minute, second, timeZone).getTime());
}

/** An instant as the datetime-local field shows it in a zone (for a form that comes back). */
export function wallClock(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}
