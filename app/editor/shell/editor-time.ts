import type { Locale } from "~/i18n/locales";
import { formatZonedDateTime } from "~/lib/format";
import { DEFAULT_TIME_ZONE } from "./schedule-schema";

/**
 * The time zone editor screens show times in (issue 47). Accounts have no zone of their own yet
 * and the server cannot know the browser's (a guess from the browser would render differently
 * on the server and after hydration), so this is the company's zone, the one "Publish at…" starts
 * from without JavaScript (ADR 047); every time shown names it. The one place to change when an
 * account setting comes.
 */
export const EDITOR_TIME_ZONE = DEFAULT_TIME_ZONE;

/**
 * Every date and time on the content admin's screens (list, item, history, pending schedules,
 * review), in the editor's language and zone, one format: "12 Dec 2026, 09:00 (Europe/Zurich)".
 * A pending schedule passes the zone it was set in (ADR 047 shows the time with its zone).
 */
export function editorDateTime(value: Date | string, locale: Locale, timeZone: string = EDITOR_TIME_ZONE): string {
  return formatZonedDateTime(value, locale, timeZone);
}
