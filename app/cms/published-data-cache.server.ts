import { LRUCache } from "lru-cache";
import { onContentChange } from "~/lib/content-events.server";

/**
 * Results of published-content queries that every anonymous render of a page repeats (the page
 * by path, its published modules and rows, the navigation). Dropped whole on every content
 * change (a publish here or, over LISTEN/NOTIFY, on another instance) and after `ttlMs`, which
 * bounds staleness for what changes with time alone (rows published "from now on"); the least
 * recently used go first beyond `maxEntries`.
 */
export class PublishedDataCache {
  private entries: LRUCache<string, Promise<unknown>>;

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 5000,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = this.emptyCache();
  }

  private emptyCache() {
    // ttlResolution 0: every expiry check reads the clock (tests move it by hand).
    return new LRUCache<string, Promise<unknown>>({ max: this.maxEntries, ttl: this.ttlMs, ttlResolution: 0, perf: { now: this.now } });
  }

  /** The value under `key`, loading it once; concurrent callers share one load, failures are not kept. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const found = this.entries.get(key);
    if (found) return found as Promise<T>;
    const entries = this.entries; // a clear() during the load leaves this result out of the new cache
    const value = load();
    entries.set(key, value);
    value.catch(() => {
      if (entries.peek(key) === value) entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries = this.emptyCache();
  }

  get size(): number {
    return this.entries.size;
  }
}

const KEY = Symbol.for("sensorsite.publishedDataCache");
type Holder = { [KEY]?: PublishedDataCache };

/** The process's cache, emptied by every content change. */
export function publishedDataCache(): PublishedDataCache {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const cache = new PublishedDataCache();
    onContentChange(() => cache.clear());
    holder[KEY] = cache;
  }
  return holder[KEY];
}
