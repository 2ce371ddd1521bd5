import { logger } from "~/lib/logger.server";

// The drain loop of an outbox (the forwarding outbox, ADR 028, and the mail outbox, ADR 061):
// one per server process. Woken when this process queues a row, it also polls for rows queued by
// other instances, retries that are due and rows a stopped or crashed process left behind. It
// claims a batch (the claim marks the rows and counts the attempt before anything is sent),
// works the batch at once, and claims again while batches come back full. stop() lets running
// attempts finish for a grace, cuts the rest short and gives their rows back. What a claim, an
// attempt and a give-back are is the caller's (app/forms/forward-worker.server.ts,
// app/mail/mail-worker.server.ts).

/** An attempt that stop() cut short: its row is given back to the queue. */
export const CUT_SHORT = "cutShort";

export type OutboxDrainOptions<Row extends { id: string }> = {
  /** The log prefix, e.g. "[mail]". */
  tag: string;
  /** What the loop works, for the log ("mail worker"). */
  what: string;
  /** How often to look for due rows without being woken. */
  pollMs: number;
  /** Rows claimed and worked at once. */
  batch: number;
  /** How long stop() lets running attempts finish before it cuts them short (0: at once). */
  stopGraceMs?: number;
  /** Claims up to `limit` due rows. */
  claim(limit: number): Promise<Row[]>;
  /** Works one claimed row; `signal` aborts when stop() cuts it short, then it answers CUT_SHORT. */
  attempt(row: Row, signal: AbortSignal): Promise<typeof CUT_SHORT | void>;
  /** Gives back the rows whose attempts stop() cut short. */
  release(rows: Row[]): Promise<void>;
  /** Subscribes the waker to "a row was queued in this process"; returns the unsubscribe. */
  onQueued(wake: () => void): () => void;
  /** Called at the end of stop(), after the give-back's rows are known (close a transport). */
  onStopped?(): void;
};

export type OutboxDrain = {
  /** Looks for due rows now (tests; the queueing side does the same in-process). */
  wake(): void;
  /** Resolves once nothing is being worked and no due row is left (tests). */
  idle(): Promise<void>;
  /** Stops polling, lets running attempts finish for stopGraceMs, cuts the rest short and gives their rows back. */
  stop(): Promise<void>;
};

export function startOutboxDrain<Row extends { id: string }>(options: OutboxDrainOptions<Row>): OutboxDrain {
  const running = new Map<string, { stop: AbortController; done: Promise<void> }>();
  /** Rows whose attempt stop() cut short: given back to the queue. */
  const cutShort: Row[] = [];
  let stopped = false;
  let working: Promise<void> | null = null;
  let again = false;
  let idleWaiters: (() => void)[] = [];

  function attempt(row: Row): Promise<void> {
    const stop = new AbortController();
    const done = options
      .attempt(row, stop.signal)
      .then((result) => {
        if (result === CUT_SHORT) cutShort.push(row); // stopping: given back in stop()
      })
      .finally(() => running.delete(row.id));
    running.set(row.id, { stop, done });
    return done;
  }

  async function work(): Promise<void> {
    do {
      again = false;
      const rows = await options.claim(options.batch);
      await Promise.all(rows.map((row) => attempt(row)));
      if (rows.length === options.batch) again = true;
    } while (again && !stopped);
  }

  function wake(): void {
    if (stopped) return;
    if (working) {
      again = true;
      return;
    }
    working = work()
      .catch((error: unknown) => logger.warn({ err: error }, `${options.tag} the ${options.what} could not reach the database; trying again at the next poll`))
      .finally(() => {
        working = null;
        if (again && !stopped) return wake();
        const waiters = idleWaiters;
        idleWaiters = [];
        for (const done of waiters) done();
      });
  }

  const unsubscribe = options.onQueued(wake);
  const poll = setInterval(wake, options.pollMs);
  poll.unref();
  wake(); // rows left by an earlier run

  return {
    wake,
    idle: () => (working ? new Promise<void>((resolve) => idleWaiters.push(resolve)) : Promise.resolve()),
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(poll);
      unsubscribe();
      // A running attempt is let finish for the grace (an answer on record beats a row that may
      // go out twice) …
      const attempts = [...running.values()];
      if (attempts.length && options.stopGraceMs) {
        let grace: NodeJS.Timeout | undefined;
        await Promise.race([Promise.all(attempts.map((a) => a.done.catch(() => undefined))), new Promise<void>((resolve) => (grace = setTimeout(resolve, options.stopGraceMs)))]);
        clearTimeout(grace);
      }
      // … and one still running after it is cut short and given back, its attempt counted.
      for (const { stop } of running.values()) stop.abort();
      await working;
      options.onStopped?.();
      await options.release(cutShort).catch((error: unknown) => logger.warn({ err: error }, `${options.tag} rows not given back at shutdown; they are worked again when their claim lapses`));
    },
  };
}
