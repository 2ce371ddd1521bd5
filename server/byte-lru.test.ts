import { describe, expect, it } from "vitest";
import { ByteLru } from "./byte-lru";

describe("ByteLru", () => {
  it("stays within its byte budget, evicting the least recently used first", () => {
    const lru = new ByteLru<string>(100, 50);
    lru.set("a", "A", 40);
    lru.set("b", "B", 40);
    expect(lru.get("a")).toBe("A"); // a is now the most recently used
    lru.set("c", "C", 40);
    expect([lru.has("a"), lru.has("b"), lru.has("c")]).toEqual([true, false, true]);
    expect(lru.bytes).toBe(80);
    lru.set("d", "D", 50);
    expect([lru.has("a"), lru.has("c"), lru.has("d")]).toEqual([false, true, true]);
    expect(lru.bytes).toBe(90);
  });

  it("keeps no value larger than its per-value limit, and leaves the others in place", () => {
    const lru = new ByteLru<string>(100, 50);
    lru.set("a", "A", 30);
    expect(lru.set("huge", "H", 51)).toBe(false);
    expect(lru.has("huge")).toBe(false);
    expect(lru.get("a")).toBe("A");
    expect(lru.bytes).toBe(30);
  });

  it("counts a replaced value once", () => {
    const lru = new ByteLru<string>(100, 100);
    lru.set("a", "A1", 60);
    lru.set("a", "A2", 70);
    expect(lru.get("a")).toBe("A2");
    expect([lru.size, lru.bytes]).toEqual([1, 70]);
  });

  it("keeps nothing with a budget of 0, and empties on clear", () => {
    expect(new ByteLru<string>(0, 0).set("a", "A", 1)).toBe(false);
    const lru = new ByteLru<string>(100, 100);
    lru.set("a", "A", 10);
    lru.clear();
    expect([lru.size, lru.bytes, lru.get("a")]).toEqual([0, 0, undefined]);
  });
});
