import type { SubmissionRow } from "~/forms/submissions.server";

type T = (key: string, options?: Record<string, unknown>) => string;

/** A submission's forwarding to the actionUrl, in words: not forwarded, forwarded, or failed with why. */
export function forwardingText(t: T, row: Pick<SubmissionRow, "forwardStatus" | "forwardAttempts" | "forwardError">): string {
  if (row.forwardStatus === "failed") return t("submissions.status.failed", { n: row.forwardAttempts, error: row.forwardError ?? "" });
  return t(`submissions.status.${row.forwardStatus}`);
}
