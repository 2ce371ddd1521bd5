import type { TFunction } from "i18next";
import type { MailStatus } from "../../../db/schema";
import { formatDateTime } from "~/lib/format";
import type { Locale } from "~/i18n/locales";

type StatusRow = { status: MailStatus; attempts: number; nextAttemptAt: string; lastError: string | null; smtpAnswer: string | null };

/** A message's state as the log shows it: delivered with the server's answer, retrying (attempt n, next try at), failed with the last answer… */
export function MailStatusText({ row, t, locale }: { row: StatusRow; t: TFunction; locale: Locale }) {
  const state = t(`mailLog.states.${row.status}`, { n: row.attempts, at: formatDateTime(row.nextAttemptAt, locale) });
  const detail =
    row.status === "delivered" && row.smtpAnswer
      ? `${t("mailLog.serverAnswer")}: ${row.smtpAnswer}`
      : (row.status === "failed" || row.status === "retrying") && row.lastError
        ? `${t("mailLog.lastAnswer")}: ${row.lastError}`
        : null;
  return (
    <span className={`mail-status mail-status--${row.status}`}>
      <strong>{state}</strong>
      {detail ? (
        <>
          <br />
          <small>{detail}</small>
        </>
      ) : null}
    </span>
  );
}
