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

/**
 * Replaces IntersectionObserver with one that reports nothing until the test calls
 * `enter(target)`: the element comes into view for every observer watching it.
 */
export function controlIntersectionObserver(): { enter(target: Element): void; restore(): void } {
  const original = globalThis.IntersectionObserver;
  const watching = new Map<Element, Set<(entries: Partial<IntersectionObserverEntry>[]) => void>>();
  class ControlledObserver {
    constructor(private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
    observe(target: Element) {
      if (!watching.has(target)) watching.set(target, new Set());
      watching.get(target)!.add(this.callback);
    }
    unobserve(target: Element) {
      watching.get(target)?.delete(this.callback);
    }
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver = ControlledObserver as unknown as typeof IntersectionObserver;
  return {
    enter: (target) => {
      for (const callback of [...(watching.get(target) ?? [])]) callback([{ isIntersecting: true, target }]);
    },
    restore: () => {
      globalThis.IntersectionObserver = original;
    },
  };
}
