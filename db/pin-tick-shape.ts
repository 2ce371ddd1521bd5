import { createHook } from "node:async_hooks";

let pinned: object | undefined;

/**
 * Keeps one entry of Node's `process.nextTick` queue alive for the life of the process, so that V8
 * keeps the hidden class all those entries share (issue 20.7, ADR 009: "PGlite's extension slowed…").
 *
 * Why: a `{}` literal starts from one root hidden class, and V8 links at most ~1,500 property
 * transitions to it, weakly. Loading a PGlite extension (Emscripten's dynamic linking) fills that
 * list with objects that live forever, while the queue entries die at once: at the next full GC
 * their transition is dropped and cannot come back. From then on every `process.nextTick` (several
 * per HTTP response) built its entry in V8's slow runtime path, each with a new hidden class:
 * a quarter of a bare `node:http` server's throughput in this process. A live entry keeps its
 * transition, so every later entry finds the shared class again. Call before the extension loads.
 */
export function pinTickObjectShape(): void {
  if (pinned) return;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === "TickObject") pinned ??= resource;
    },
  });
  hook.enable();
  process.nextTick(() => {});
  hook.disable();
}

/** The queue entry held, if any (for the test). */
export function pinnedTickObject(): object | undefined {
  return pinned;
}
