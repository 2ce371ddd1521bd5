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

const noop = () => {};

export type RenderSlots = {
  /**
   * Runs `render` once a slot is free. A `refusable` render (an idempotent GET: nothing typed is
   * lost) throws ServerBusyError at once when the queue is full; the others always wait.
   */
  run<T>(render: () => Promise<T>, refusable: boolean): Promise<T>;
  readonly running: number;
  readonly waiting: number;
};

/**
 * `maxHoldMs`: a render still unsettled after this long gives its slot up and goes on outside
 * the limit. Such a render is waiting (a stuck query, a slow upstream), not using the CPU, and
 * must not keep the others waiting: a few of them would otherwise stop every render.
 */
export function renderSlots(concurrency: number, maxWaiting: number, maxHoldMs = 10_000): RenderSlots {
  const limit = pLimit(concurrency);
  return {
    async run<T>(render: () => Promise<T>, refusable: boolean): Promise<T> {
      if (refusable && limit.pendingCount >= maxWaiting) throw new ServerBusyError();
      let rendering!: Promise<T>;
      await limit(async () => {
        // A freed slot starts the next render in a later turn, after I/O: run in the same turn,
        // the renders would follow each other without a hit or a new request being read between.
        await nextTurn();
        rendering = render();
        let timer: NodeJS.Timeout | undefined;
        const held = new Promise<void>((resolve) => (timer = setTimeout(resolve, maxHoldMs)));
        await Promise.race([rendering.then(noop, noop), held]);
        clearTimeout(timer);
      });
      return rendering;
    },
    get running() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}
