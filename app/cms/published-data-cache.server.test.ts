import { describe, expect, it } from "vitest";
import { contentChanged } from "~/lib/content-events.server";
import { PublishedDataCache, publishedDataCache } from "./published-data-cache.server";

describe("PublishedDataCache", () => {
  it("loads a key once, shares a running load, and loads again after the time limit", async () => {
    let now = 5000; // lru-cache reads a start time of 0 as "no start": real clocks are never 0
    const cache = new PublishedDataCache(1000, 10, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get("k", load), cache.get("k", load)])).toEqual([1, 1]);
    now = 6000;
    expect(await cache.get("k", load)).toBe(1);
    now = 6001;
    expect(await cache.get("k", load)).toBe(2);
  });

  it("does not keep a failed load", async () => {
    const cache = new PublishedDataCache();
    await expect(cache.get("k", () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(await cache.get("k", async () => "recovered")).toBe("recovered");
  });

  it("keeps at most maxEntries, dropping the oldest", async () => {
    const cache = new PublishedDataCache(60_000, 2);
    await cache.get("a", async () => 1);
    await cache.get("b", async () => 2);
    await cache.get("c", async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => 10)).toBe(10);
  });

  it("the process cache is emptied by a content change, and a load running across it is not kept", async () => {
    const cache = publishedDataCache();
    await cache.get("nav", async () => "before");
    contentChanged();
    expect(await cache.get("nav", async () => "after")).toBe("after");

    let release!: (value: string) => void;
    const running = cache.get("page", () => new Promise<string>((resolve) => (release = resolve)));
    contentChanged();
    release("stale");
    expect(await running).toBe("stale");
    expect(await cache.get("page", async () => "fresh")).toBe("fresh");
  });
});
