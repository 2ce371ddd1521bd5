/** What "Publish at…" / "Unpublish at…" schedules (issue 25); client-safe. */
export type ScheduleAction = "publish" | "unpublish";
export const SCHEDULE_ACTIONS: readonly ScheduleAction[] = ["publish", "unpublish"];

/** A pending job as the toolbar and the page tree show it (dueAt: ISO instant; timeZone: the editor's). */
export type PageSchedule = {
  action: ScheduleAction;
  dueAt: string;
  timeZone: string;
  by: string | null;
  /** Runs that failed so far, and the last one's error (shown to editors). */
  attempts?: number;
  lastError?: string | null;
};

/** A job that failed this many times is passed over (it no longer holds up the jobs due after it) until rescheduled. */
export const SCHEDULE_MAX_ATTEMPTS = 5;
