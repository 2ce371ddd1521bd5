import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SCHEDULE_MAX_ATTEMPTS, type PageSchedule } from "~/cms/schedule-action";
import type { Locale } from "~/i18n/locales";
import { formatZonedDateTime } from "~/lib/format";

/**
 * What is scheduled (issue 25) for a page (the toolbar) or a content item (its form), each with a
 * one-click Cancel (`cancel`: the caller's form around the button) and, after a failed run, the
 * error and whether the job is still tried.
 */
export function PendingSchedules({
  schedules,
  locale,
  cancel,
  className,
}: {
  schedules: PageSchedule[];
  locale: Locale;
  cancel: (job: PageSchedule, button: ReactNode) => ReactNode;
  className?: string;
}) {
  const { t } = useTranslation("editor");
  return (
    <ul className={className} aria-label={t("schedule.pendingLabel")}>
      {schedules.map((job) => (
        <li key={job.action}>
          <span id={`schedule-${job.action}`}>
            {t(job.action === "publish" ? "schedule.pendingPublish" : "schedule.pendingUnpublish", {
              when: formatZonedDateTime(job.dueAt, locale, job.timeZone),
            })}
          </span>{" "}
          {job.attempts ? (
            <span className="schedule-failed" role="note">
              {t(job.attempts >= SCHEDULE_MAX_ATTEMPTS ? "schedule.gaveUp" : "schedule.failed", { count: job.attempts, error: job.lastError ?? "" })}
            </span>
          ) : null}{" "}
          {cancel(
            job,
            <button type="submit" className="button button--secondary" aria-describedby={`schedule-${job.action}`}>
              {t(job.action === "publish" ? "schedule.cancelPublish" : "schedule.cancelUnpublish")}
            </button>,
          )}
        </li>
      ))}
    </ul>
  );
}
