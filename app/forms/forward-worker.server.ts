import type { BlockList } from "node:net";
import type { Db } from "../../db";
import { backoffFor } from "~/lib/backoff";
import { logger } from "~/lib/logger.server";
import { CUT_SHORT, startOutboxDrain, type OutboxDrain } from "~/lib/outbox-drain.server";
import { claimDueForwards, errorCode, onForwardQueued, recordForwardOutcome, releaseForwards, type ForwardOutcome, type OutboxRow } from "./forward-outbox.server";
import { deliverSubmission, type ForwardAttempt } from "./forward.server";
import type { Resolver } from "./forward-target.server";

// The forwarding worker: one per server process, started and stopped by server/main.ts. It
// works the outbox when a submission is queued in this process (forwardQueued) and polls for
// rows queued by other instances, retried ones and ones a stopped process left behind.

export type ForwardWorkerOptions = {
  allow: BlockList;
  /** Each attempt's deadline (connect, send, answer). */
  timeoutMs?: number;
  /** Attempts before a forwarding is given up. */
  maxAttempts?: number;
  /** The wait after the first failure; doubled after each further one, up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** How often to look for due rows without being woken. */
  pollMs?: number;
  /** Rows worked at once. */
  batch?: number;
  resolve?: Resolver;
  /** Told each recorded outcome (tests, metrics). */
  onOutcome?: (row: OutboxRow, outcome: ForwardOutcome) => void;
};

export const FORWARD_DEFAULTS = { timeoutMs: 10_000, maxAttempts: 8, backoffMs: 30_000, maxBackoffMs: 3_600_000, pollMs: 5_000, batch: 4 };

/** wake() (tests; forwardQueued does the same in-process), idle() (tests), stop(): cuts running attempts short and gives their rows back. */
export type ForwardWorker = OutboxDrain;

export function outcomeOf(attempt: ForwardAttempt, attempts: number, options: Required<Pick<ForwardWorkerOptions, "maxAttempts" | "backoffMs" | "maxBackoffMs">>): ForwardOutcome {
  if (attempt.ok) return { status: "sent" };
  const error = errorCode(attempt.error, attempt.status);
  if (!attempt.retry || attempts >= options.maxAttempts) return { status: "failed", error };
  return { status: "pending", error, retryInMs: backoffFor(attempts, options.backoffMs, options.maxBackoffMs) };
}

export function startForwardWorker(db: Db, options: ForwardWorkerOptions): ForwardWorker {
  const settings = { ...FORWARD_DEFAULTS, ...options };
  const lease = settings.timeoutMs + 30_000;
  return startOutboxDrain<OutboxRow>({
    tag: "[forms]",
    what: "forwarding worker",
    pollMs: settings.pollMs,
    batch: settings.batch,
    claim: (limit) => claimDueForwards(db, limit, lease),
    async attempt(row, signal) {
      const result = await deliverSubmission(
        row.actionUrl,
        row.payload,
        { timeoutMs: settings.timeoutMs, allow: settings.allow, resolve: settings.resolve, idempotencyKey: `submission-${row.submissionId}` },
        signal,
      );
      if (signal.aborted) return CUT_SHORT;
      const outcome = outcomeOf(result, row.attempts, settings);
      await recordForwardOutcome(db, row, outcome);
      settings.onOutcome?.(row, outcome);
      if (outcome.status === "failed") logger.error(`[forms] submission ${row.submissionId} not forwarded after ${row.attempts} attempts: ${outcome.error}`);
      else if (outcome.status === "pending") logger.warn(`[forms] submission ${row.submissionId} forwarding attempt ${row.attempts} failed (${outcome.error}); next in ${Math.round(outcome.retryInMs / 1000)} s`);
    },
    release: (rows) => releaseForwards(db, rows.map((row) => row.id)),
    onQueued: onForwardQueued,
  });
}
