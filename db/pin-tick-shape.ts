import { createHook } from "node:async_hooks";

let pinned: object | undefined;

/**
 * Keeps one entry of Node's `process.nextTick` queue alive for the life of the process, so that V8
 * keeps the hidden class all those entries share (issue 20.7, ADR 009: "PGlite's extension slowed…").
 *
 * Measured: after PGlite loads an extension, every `process.nextTick` (several per HTTP response)
 * built its entry in V8's slow runtime path, a quarter of a bare `node:http` server's throughput
 * in this process; with one entry kept alive, none of it. The likely mechanism (not proven in a
 * test): a `{}` literal starts from one root hidden class whose transitions V8 holds weakly and
 * caps; Emscripten's dynamic linking fills them with objects that live forever, while queue
 * entries die at once, so their transition is dropped at a full GC and not linked again. A live
 * entry keeps it. Call before the extension loads.
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
