import type { BlockList } from "node:net";
import type { Db } from "../../db";
import { backoffFor } from "~/lib/backoff";
import { logger } from "~/lib/logger.server";
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

export type ForwardWorker = {
  /** Looks for due rows now (tests; forwardQueued does the same in-process). */
  wake(): void;
  /** Resolves once nothing is being worked and no due row is left (tests). */
  idle(): Promise<void>;
  /** Stops polling, cuts running attempts short and gives their rows back. */
  stop(): Promise<void>;
};

export function outcomeOf(attempt: ForwardAttempt, attempts: number, options: Required<Pick<ForwardWorkerOptions, "maxAttempts" | "backoffMs" | "maxBackoffMs">>): ForwardOutcome {
  if (attempt.ok) return { status: "sent" };
  const error = errorCode(attempt.error, attempt.status);
  if (!attempt.retry || attempts >= options.maxAttempts) return { status: "failed", error };
  return { status: "pending", error, retryInMs: backoffFor(attempts, options.backoffMs, options.maxBackoffMs) };
}

export function startForwardWorker(db: Db, options: ForwardWorkerOptions): ForwardWorker {
  const settings = { ...FORWARD_DEFAULTS, ...options };
  const lease = settings.timeoutMs + 30_000;
  const running = new Map<string, AbortController>();
  /** Rows whose attempt stop() cut short: given back to the queue. */
  const cutShort: string[] = [];
  let stopped = false;
  let working: Promise<void> | null = null;
  let again = false;
  let idleWaiters: (() => void)[] = [];

  async function attempt(row: OutboxRow): Promise<void> {
    const controller = new AbortController();
    running.set(row.id, controller);
    try {
      const result = await deliverSubmission(
        row.actionUrl,
        row.payload,
        { timeoutMs: settings.timeoutMs, allow: settings.allow, resolve: settings.resolve, idempotencyKey: `submission-${row.submissionId}` },
        controller.signal,
      );
      if (controller.signal.aborted) {
        cutShort.push(row.id); // stopping: given back in stop()
        return;
      }
      const outcome = outcomeOf(result, row.attempts, settings);
      await recordForwardOutcome(db, row, outcome);
      settings.onOutcome?.(row, outcome);
      if (outcome.status === "failed") logger.error(`[forms] submission ${row.submissionId} not forwarded after ${row.attempts} attempts: ${outcome.error}`);
      else if (outcome.status === "pending") logger.warn(`[forms] submission ${row.submissionId} forwarding attempt ${row.attempts} failed (${outcome.error}); next in ${Math.round(outcome.retryInMs / 1000)} s`);
    } finally {
      running.delete(row.id);
    }
  }

  async function work(): Promise<void> {
    do {
      again = false;
      const rows = await claimDueForwards(db, settings.batch, lease);
      await Promise.all(rows.map((row) => attempt(row)));
      if (rows.length === settings.batch) again = true;
    } while (again && !stopped);
  }

  function wake(): void {
    if (stopped) return;
    if (working) {
      again = true;
      return;
    }
    working = work()
      .catch((error: unknown) => logger.warn({ err: error }, "[forms] the forwarding worker could not reach the database; trying again at the next poll"))
      .finally(() => {
        working = null;
        if (again && !stopped) return wake();
        const waiters = idleWaiters;
        idleWaiters = [];
        for (const done of waiters) done();
      });
  }

  const unsubscribe = onForwardQueued(wake);
  const poll = setInterval(wake, settings.pollMs);
  poll.unref();
  wake(); // rows left by an earlier run

  return {
    wake,
    idle: () => (working ? new Promise<void>((resolve) => idleWaiters.push(resolve)) : Promise.resolve()),
    async stop() {
      stopped = true;
      clearInterval(poll);
      unsubscribe();
      for (const controller of running.values()) controller.abort();
      await working;
      await releaseForwards(db, cutShort).catch((error: unknown) => logger.warn({ err: error }, "[forms] forwarding rows not given back at shutdown; they are retried when their claim lapses"));
    },
  };
}
