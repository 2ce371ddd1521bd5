import { sql } from "kysely";
import type { Db } from "../../db";
import type { ForwardBody, ForwardError } from "./forward.server";

// The forwarding outbox (table form_forwards): queued with the submission, claimed by one worker
// at a time across every instance, its outcome copied onto the submission (form_submissions'
// forward_status, forward_attempts, forward_error) for the editors' submissions screen.

export type OutboxRow = { id: string; submissionId: string; actionUrl: string; payload: ForwardBody; attempts: number };

/** Queues the submission for forwarding; call inside the transaction that stores it. */
export async function enqueueForward(trx: Db, submissionId: string | number, actionUrl: string, payload: ForwardBody): Promise<void> {
  await trx
    .insertInto("form_forwards")
    .values({ submission_id: String(submissionId), action_url: actionUrl, payload: JSON.stringify(payload) })
    .execute();
}

/**
 * Claims up to `limit` due rows: counts the attempt and moves their due time `leaseMs` ahead, so
 * no other worker takes them meanwhile, and a worker that dies mid-attempt leaves them due again
 * once the lease lapses. SKIP LOCKED: two workers claiming at once take different rows.
 */
export async function claimDueForwards(db: Db, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const { rows } = await sql<{ id: string | number; submission_id: string | number; action_url: string; payload: ForwardBody | string; attempts: number }>`
    update form_forwards set attempts = attempts + 1, next_attempt_at = now() + ${`${Math.ceil(leaseMs)} milliseconds`}::interval, updated_at = now()
    where id in (
      select id from form_forwards where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at, id limit ${limit} for update skip locked
    )
    returning id, submission_id, action_url, payload, attempts`.execute(db);
  return rows.map((r) => ({
    id: String(r.id),
    submissionId: String(r.submission_id),
    actionUrl: r.action_url,
    payload: typeof r.payload === "string" ? (JSON.parse(r.payload) as ForwardBody) : r.payload,
    attempts: r.attempts,
  }));
}

/** "serverError:503", "timeout": how a failure is stored (our code, the HTTP status if any). */
export function errorCode(error: ForwardError, status?: number): string {
  return status ? `${error}:${status}` : error;
}

export type ForwardOutcome = { status: "sent" } | { status: "pending"; error: string; retryInMs: number } | { status: "failed"; error: string };

/** Records an attempt's outcome on the outbox row and on its submission, in one transaction. */
export async function recordForwardOutcome(db: Db, row: OutboxRow, outcome: ForwardOutcome): Promise<void> {
  const error = outcome.status === "sent" ? null : outcome.error;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("form_forwards")
      .set({
        status: outcome.status,
        last_error: error,
        updated_at: sql`now()`,
        ...(outcome.status === "pending" ? { next_attempt_at: sql`now() + ${`${Math.ceil(outcome.retryInMs)} milliseconds`}::interval` } : {}),
      })
      .where("id", "=", row.id)
      .execute();
    await trx
      .updateTable("form_submissions")
      .set({ forward_status: outcome.status, forward_attempts: row.attempts, forward_error: error })
      .where("id", "=", row.submissionId)
      .execute();
  });
}

/** Gives back rows whose attempt was cut short (shutdown): due at once, the attempt not counted. */
export async function releaseForwards(db: Db, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable("form_forwards")
    .set({ attempts: sql`greatest(attempts - 1, 0)`, next_attempt_at: sql`now()`, updated_at: sql`now()` })
    .where("id", "in", ids)
    .where("status", "=", "pending")
    .execute();
}

/**
 * "Something was queued": wakes this process's worker at once instead of at its next poll.
 * Process-wide (the Remix bundle queues, the server bundle works) through globalThis.
 */
type Waker = () => void;
const KEY = Symbol.for("sensorsite.forwardWakers");
type Holder = { [KEY]?: Set<Waker> };

function wakers(): Set<Waker> {
  return ((globalThis as Holder)[KEY] ??= new Set());
}

export function onForwardQueued(waker: Waker): () => void {
  wakers().add(waker);
  return () => wakers().delete(waker);
}

export function forwardQueued(): void {
  for (const waker of wakers()) waker();
}
