import { describe, expect, it } from "vitest";
import { BatchedDestination, type ByteSink } from "./batched-destination.server";

/** A sink that records the chunks it is handed (as text) and how it is flushed. */
function recordingSink() {
  const calls: string[] = [];
  const sink: ByteSink = {
    write: (chunk) => calls.push(`write:${chunk.toString("utf8")}`),
    flush: (callback) => {
      calls.push("flush");
      callback?.();
    },
    flushSync: () => calls.push("flushSync"),
  };
  return { sink, calls };
}

describe("BatchedDestination", () => {
  it("keeps lines until the next one might not fit, then hands them on as one chunk, in order", () => {
    const { sink, calls } = recordingSink();
    const destination = new BatchedDestination(sink, 30);
    destination.write("a\n");
    destination.write("bb\n");
    expect(calls).toEqual([]);
    // 5 bytes used; "cccccccc\n" may take up to 27 bytes in UTF-8, more than the 25 left.
    destination.write("cccccccc\n");
    expect(calls).toEqual(["write:a\nbb\n"]);
    destination.flush();
    expect(calls).toEqual(["write:a\nbb\n", "write:cccccccc\n", "flush"]);
  });

  it("encodes any text as UTF-8, characters outside the BMP included", () => {
    const { sink, calls } = recordingSink();
    const destination = new BatchedDestination(sink, 64);
    const text = 'ü€😀 "quoted" \\ \ud800 end\n';
    destination.write(text);
    destination.flushSync();
    expect(calls[0]).toBe(`write:${Buffer.from(text, "utf8").toString("utf8")}`);
  });

  it("hands a line longer than a batch over alone, after the lines before it", () => {
    const { sink, calls } = recordingSink();
    const destination = new BatchedDestination(sink, 16);
    destination.write("x\n");
    destination.write("a line much longer than sixteen bytes\n");
    expect(calls).toEqual(["write:x\n", "write:a line much longer than sixteen bytes\n"]);
  });

  it("gives the sink a chunk it may keep: later lines do not overwrite it", () => {
    const chunks: Buffer[] = [];
    const destination = new BatchedDestination({ write: (chunk) => chunks.push(chunk), flush: () => {}, flushSync: () => {} }, 64);
    destination.write("first\n");
    destination.flush();
    destination.write("second\n");
    destination.flush();
    expect(chunks.map((chunk) => chunk.toString())).toEqual(["first\n", "second\n"]);
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
