import { LRUCache } from "lru-cache";

/**
 * A map bounded by the bytes of its values, least recently used out first (lru-cache with
 * explicit sizes). A value larger than `maxValueBytes` is not kept at all: one huge page must not
 * empty the cache of every other. A budget of 0 keeps nothing.
 */
export class ByteLru<V extends NonNullable<unknown>> {
  private readonly lru: LRUCache<string, V> | null;

  constructor(
    readonly maxBytes: number,
    readonly maxValueBytes: number,
  ) {
    const entryLimit = Math.min(maxValueBytes, maxBytes);
    this.lru = entryLimit >= 1 ? new LRUCache<string, V>({ maxSize: maxBytes, maxEntrySize: entryLimit }) : null;
  }

  /** The value, now the most recently used. */
  get(key: string): V | undefined {
    return this.lru?.get(key);
  }

  has(key: string): boolean {
    return this.lru?.has(key) ?? false;
  }

  /** Keeps the value, evicting the least recently used ones to stay within the budget; false when it is too large to keep. */
  set(key: string, value: V, bytes: number): boolean {
    if (!this.lru) return false;
    this.lru.delete(key);
    if (bytes > this.maxValueBytes || bytes > this.maxBytes) return false;
    this.lru.set(key, value, { size: Math.max(1, Math.ceil(bytes)) });
    return this.lru.has(key);
  }

  delete(key: string): void {
    this.lru?.delete(key);
  }

  clear(): void {
    this.lru?.clear();
  }

  get size(): number {
    return this.lru?.size ?? 0;
  }

  /** The bytes of all kept values, as their sizes were given to `set`. */
  get bytes(): number {
    return this.lru?.calculatedSize ?? 0;
  }
}
