import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { renderSlots, ServerBusyError } from "./render-slots";

/** A render that runs until `finish()` is called, noting when it started. */
function heldRender(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const render = async () => {
    log.push(`start ${name}`);
    await done;
    log.push(`end ${name}`);
    return name;
  };
  return { render, finish };
}

async function settle() {
  for (let i = 0; i < 5; i++) await nextTurn();
}

describe("renderSlots", () => {
  it("runs at most `concurrency` renders at once, the others in arrival order", async () => {
    const slots = renderSlots(2, 10);
    const log: string[] = [];
    const renders = ["a", "b", "c", "d"].map((name) => heldRender(log, name));
    const results = renders.map((r) => slots.run(r.render, true));
    await settle();
    expect(log).toEqual(["start a", "start b"]);
    expect([slots.running, slots.waiting]).toEqual([2, 2]);

    renders[1].finish();
    await settle();
    expect(log).toEqual(["start a", "start b", "end b", "start c"]);
    renders[0].finish();
    renders[2].finish();
    renders[3].finish();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
    expect([slots.running, slots.waiting]).toEqual([0, 0]);
  });

  it("refuses a refusable render at once when the queue is full, and queues one that is not", async () => {
    const slots = renderSlots(1, 1);
    const log: string[] = [];
    const first = heldRender(log, "first");
    const queued = heldRender(log, "queued");
    const post = heldRender(log, "post");
    const running = slots.run(first.render, true);
    const waiting = slots.run(queued.render, true);
    await settle();

    await expect(slots.run(async () => "never", true)).rejects.toBeInstanceOf(ServerBusyError);
    const kept = slots.run(post.render, false);
    expect(slots.waiting).toBe(2);

    first.finish();
    queued.finish();
    post.finish();
    expect(await Promise.all([running, waiting, kept])).toEqual(["first", "queued", "post"]);
    expect(log).not.toContain("start never");
  });

  it("frees the slot of a render that fails", async () => {
    const slots = renderSlots(1, 10);
    await expect(slots.run(async () => Promise.reject(new Error("loader failed")), true)).rejects.toThrow("loader failed");
    expect(await slots.run(async () => "next", true)).toBe("next");
  });

  it("starts the next render in a later turn of the event loop, after I/O callbacks waiting then", async () => {
    const slots = renderSlots(1, 10);
    const log: string[] = [];
    const first = heldRender(log, "first");
    const running = slots.run(first.render, true);
    const next = slots.run(async () => {
      log.push("start next");
    }, true);
    await settle();
    // An I/O callback due when the slot frees: a hit or a new request read from its socket.
    setImmediate(() => log.push("i/o"));
    first.finish();
    await Promise.all([running, next]);
    expect(log).toEqual(["start first", "end first", "i/o", "start next"]);
  });

  it("gives the slot of a render still waiting after maxHoldMs to the next one, and still answers with it", async () => {
    const slots = renderSlots(1, 10, 30);
    const log: string[] = [];
    const stuck = heldRender(log, "stuck");
    const waiting = slots.run(stuck.render, true);
    const next = await slots.run(async () => "next", true);
    expect(next).toBe("next");
    expect(log).toEqual(["start stuck"]);
    stuck.finish();
    expect(await waiting).toBe("stuck");
  });
});
