// Render slots (ADR 019): at most `concurrency` Remix renders run at once; the others wait their
// turn in arrival order. Without a bound, every render in flight runs its CPU-heavy step (React,
// PGlite) in the same turn of the event loop, so a turn lasts about a second under load and a
// page-cache hit, a static file or /healthz waits for it. With it, a turn holds at most
// `concurrency` renders and those requests are answered in milliseconds whatever the load.
import { setImmediate as nextTurn } from "node:timers/promises";
import pLimit from "p-limit";

/** Thrown instead of queueing a refusable render when `maxWaiting` renders already wait. */
export class ServerBusyError extends Error {
  constructor() {
    super("Too many requests are waiting to be rendered");
    this.name = "ServerBusyError";
  }
}

export type RenderSlots = {
  /**
   * Runs `render` once a slot is free. A `refusable` render (an idempotent GET: nothing typed is
   * lost) throws ServerBusyError at once when the queue is full; the others always wait.
   */
  run<T>(render: () => Promise<T>, refusable: boolean): Promise<T>;
  readonly running: number;
  readonly waiting: number;
};

export function renderSlots(concurrency: number, maxWaiting: number): RenderSlots {
  const limit = pLimit(concurrency);
  return {
    run(render, refusable) {
      if (refusable && limit.pendingCount >= maxWaiting) return Promise.reject(new ServerBusyError());
      // A freed slot starts the next render in a later turn, after I/O: run in the same turn, the
      // renders would follow each other without a hit or a new request being read in between.
      return limit(async () => {
        await nextTurn();
        return render();
      });
    },
    get running() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}
