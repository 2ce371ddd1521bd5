import { describe, expect, it } from "vitest";
import { BatchedDestination, type LineSink } from "./batched-destination.server";

/** A sink that records what it is handed and how it is flushed. */
function recordingSink() {
  const calls: string[] = [];
  const sink: LineSink = {
    write: (text) => calls.push(`write:${text}`),
    flush: (callback) => {
      calls.push("flush");
      callback?.();
    },
    flushSync: () => calls.push("flushSync"),
  };
  return { sink, calls };
}

describe("BatchedDestination", () => {
  it("keeps lines until the batch is full, then hands them on as one string, in order", () => {
    const { sink, calls } = recordingSink();
    const destination = new BatchedDestination(sink, 10);
    destination.write("a\n");
    destination.write("bb\n");
    expect(calls).toEqual([]);
    destination.write("cccccc\n"); // 2 + 3 + 7 = 12 characters ≥ 10
    expect(calls).toEqual(["write:a\nbb\ncccccc\n"]);
    destination.write("d\n");
    expect(calls).toHaveLength(1);
  });

  it("hands a single line over as it is, one longer than a batch included", () => {
    const { sink, calls } = recordingSink();
    new BatchedDestination(sink, 4).write("longer than four\n");
    expect(calls).toEqual(["write:longer than four\n"]);
  });

  it("hands the waiting lines on before flushing, asynchronously or not, and calls back", () => {
    const { sink, calls } = recordingSink();
    const destination = new BatchedDestination(sink, 1000);
    destination.write("one\n");
    let called = false;
    destination.flush(() => (called = true));
    expect(calls).toEqual(["write:one\n", "flush"]);
    expect(called).toBe(true);
    destination.write("two\n");
    destination.flushSync();
    expect(calls).toEqual(["write:one\n", "flush", "write:two\n", "flushSync"]);
    destination.flushSync(); // nothing waits: no empty write
    expect(calls.at(-1)).toBe("flushSync");
    expect(calls.filter((call) => call.startsWith("write:"))).toHaveLength(2);
  });

  it("says whether lines wait, here or in the sink", () => {
    const { sink } = recordingSink();
    const destination = new BatchedDestination(sink, 1000);
    expect(destination.holdsLines(0)).toBe(false);
    expect(destination.holdsLines(12)).toBe(true); // the sink still buffers bytes
    expect(destination.holdsLines(undefined)).toBe(true); // unknown: flush anyway
    destination.write("x\n");
    expect(destination.holdsLines(0)).toBe(true);
  });
});
