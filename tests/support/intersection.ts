/**
 * Replaces IntersectionObserver (happy-dom's never reports an intersection) with one that reports
 * every observed element as `intersecting` right after `observe`. Returns a restore function.
 */
export function stubIntersectionObserver(intersecting = true): () => void {
  const original = globalThis.IntersectionObserver;
  class StubObserver {
    constructor(private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
    observe(target: Element) {
      setTimeout(() => this.callback([{ isIntersecting: intersecting, target }]), 0);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver = StubObserver as unknown as typeof IntersectionObserver;
  return () => {
    globalThis.IntersectionObserver = original;
  };
}
