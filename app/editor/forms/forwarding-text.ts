import type { SubmissionRow } from "~/forms/submissions.server";

type T = (key: string, options?: Record<string, unknown>) => string;

const KNOWN_ERRORS = new Set(["invalidUrl", "refusedAddress", "notFound", "unreachable", "timeout", "tls", "redirected", "rejected", "serverError"]);

/**
 * A stored forwarding error ("serverError:503", "timeout") in the editor's words. Only our own
 * codes are stored; anything else (rows from before the outbox kept raw texts) is "unknown".
 */
export function forwardErrorText(t: T, stored: string | null): string {
  const [code, status] = (stored ?? "").split(":");
  return t(`submissions.forwardErrors.${KNOWN_ERRORS.has(code) ? code : "unknown"}`, { status: /^\d{3}$/.test(status ?? "") ? status : "?" });
}

/** A submission's forwarding to the actionUrl, in words: not forwarded, waiting, retrying, forwarded, or given up with why. */
export function forwardingText(t: T, row: Pick<SubmissionRow, "forwardStatus" | "forwardAttempts" | "forwardError">): string {
  if (row.forwardStatus === "failed") return t("submissions.status.failed", { n: row.forwardAttempts, error: forwardErrorText(t, row.forwardError) });
  if (row.forwardStatus === "pending") {
    return row.forwardAttempts > 0 && row.forwardError
      ? t("submissions.status.pending", { n: row.forwardAttempts, error: forwardErrorText(t, row.forwardError) })
      : t("submissions.status.pendingNew");
  }
  return t(`submissions.status.${row.forwardStatus}`);
}
