import { onContentChange } from "~/lib/content-events.server";

type Entry = { value: Promise<unknown>; expires: number };

/**
 * Results of published-content queries that every anonymous render of a page repeats (the page
 * by path, its published modules and rows, the navigation). Dropped whole on every content
 * change (a publish here or, over LISTEN/NOTIFY, on another instance) and after `ttlMs`, which
 * bounds staleness for what changes with time alone (rows published "from now on").
 */
export class PublishedDataCache {
  private entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 5000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The value under `key`, loading it once; concurrent callers share one load, failures are not kept. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const found = this.entries.get(key);
    if (found && found.expires > this.now()) return found.value as Promise<T>;
    const entries = this.entries; // a clear() during the load leaves this result out of the new map
    const value = load();
    if (entries.size >= this.maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, { value, expires: this.now() + this.ttlMs });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries = new Map();
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
