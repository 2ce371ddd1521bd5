import { createHook } from "node:async_hooks";
import { describe, expect, it } from "vitest";
import { pinnedTickObject, pinTickObjectShape } from "./pin-tick-shape";

/** The entries `process.nextTick` queues while `fn` runs, as async_hooks sees them. */
function tickObjectsOf(fn: () => void): object[] {
  const seen: object[] = [];
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === "TickObject") seen.push(resource);
    },
  }).enable();
  fn();
  hook.disable();
  return seen;
}

const shapeOf = (entry: object) => [Object.keys(entry), Object.getOwnPropertySymbols(entry).map((symbol) => symbol.description)];

describe("pinTickObjectShape", () => {
  it("holds one process.nextTick queue entry for good, built like every later one", () => {
    expect(pinnedTickObject()).toBeUndefined();
    pinTickObjectShape();
    const pinned = pinnedTickObject();
    expect(pinned).toBeDefined();
    const [later] = tickObjectsOf(() => process.nextTick(() => {}));
    expect(later).not.toBe(pinned);
    // Same properties, added in the same order: the hidden class that the pinned entry keeps alive.
    expect(shapeOf(pinned!)).toEqual(shapeOf(later));
    expect(shapeOf(later)).toEqual([["callback", "args"], ["async_id_symbol", "trigger_async_id_symbol"]]);
  });

  it("keeps the first entry when called again", () => {
    pinTickObjectShape();
    const pinned = pinnedTickObject();
    pinTickObjectShape();
    expect(pinnedTickObject()).toBe(pinned);
  });
});
