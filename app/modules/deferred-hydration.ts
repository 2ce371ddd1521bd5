// Deferred hydration (ADR 014): on a visitor's page, an enhanced module (one that needs script)
// is not hydrated with the rest of the page. Its server markup stays as it is, working as it does
// without JavaScript, until it comes within a viewport's height of the screen (at once for the
// modules already there) or the visitor reaches into it (pointer or focus). Then its renderer
// loads and React hydrates it in place: the same DOM nodes, so focus and typed values are kept.
// ModuleFrame wraps every enhanced module in a Suspense boundary; `hydrationGate` is what the
// boundary's content throws while the module waits (React keeps the server HTML meanwhile).

import { NEAR_MARGIN, REACH_EVENTS } from "./near-screen";
import { isVisitorModule } from "./static-islands";

type Gate = { promise: Promise<void>; open: boolean };

const gates = new Map<string, Gate>();
const claimed = new WeakMap<object, Gate>();

/** What hydrateRoot returns, as far as used here (react-dom 18's root has it; @types do not say so). */
export type HydrationRoot = { unstable_scheduleHydration?: (target: Node) => void };

// React hydrates a server-rendered Suspense boundary at idle priority (OffscreenLane), and retries
// one whose promise resolved at that priority too: work that never expires, so on a busy page or a
// loaded machine a released module stayed server markup for many seconds (a form button that was
// still a link after 60 s). Each module whose gate opens asks the root to hydrate it now, at the
// normal priority; those opened before the root exists ask once it is there.
let root: HydrationRoot | null = null;
let openedBeforeRoot: HTMLElement[] = [];

function hydrateSoon(section: HTMLElement): void {
  if (!root) {
    openedBeforeRoot.push(section);
    return;
  }
  // A node inside the boundary: the boundary's content is the section's first element.
  const inside = section.firstElementChild;
  if (inside) root.unstable_scheduleHydration?.(inside);
}

/** Hands the hydrating root over: modules that open from now on (and those already open) hydrate at normal priority. */
export function hydrateOpenedModulesWith(hydrationRoot: HydrationRoot): void {
  root = hydrationRoot;
  const waiting = openedBeforeRoot;
  openedBeforeRoot = [];
  for (const section of waiting) hydrateSoon(section);
}

/**
 * Splits the page's hydrating module sections: those of a visitor's page wait (the others, the
 * editor's, are returned to hydrate now). A waiting module calls `load(type)` (its renderer) when
 * it comes within a viewport's height of the screen or is touched, then opens its gate. The
 * observer's first report, on the next frame, releases the modules already near, so nothing here
 * measures layout before hydration starts.
 */
export function deferVisitorModules(sections: HTMLElement[], load: (type: string) => Promise<void>): HTMLElement[] {
  if (typeof IntersectionObserver === "undefined") return sections;
  const now: HTMLElement[] = [];
  const waiting = new Map<Element, () => void>();
  // On the window, in the capture phase: React's own listeners on the document stop the events
  // that reach a boundary it has not hydrated yet.
  const reach = (event: Event) => {
    const section = event.target instanceof Element ? event.target.closest("section[data-module-id]") : null;
    if (section) waiting.get(section)?.();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) waiting.get(entry.target)?.();
    },
    { rootMargin: NEAR_MARGIN },
  );
  for (const section of sections) {
    const id = section.dataset.moduleId;
    if (!id || !isVisitorModule(section)) {
      now.push(section);
      continue;
    }
    let open!: () => void;
    const gate: Gate = { promise: new Promise<void>((resolve) => (open = resolve)), open: false };
    gates.set(id, gate);
    const release = () => {
      if (!waiting.delete(section)) return;
      observer.unobserve(section);
      if (waiting.size === 0) for (const type of REACH_EVENTS) window.removeEventListener(type, reach, true);
      // A renderer that fails to load is imported again, lazily, when the module renders.
      void load(section.dataset.module ?? "").catch(() => undefined).then(() => {
        gate.open = true;
        open();
        hydrateSoon(section);
      });
    };
    waiting.set(section, release);
    observer.observe(section);
  }
  if (waiting.size > 0) for (const type of REACH_EVENTS) window.addEventListener(type, reach, { capture: true, passive: true });
  return now;
}

/**
 * The promise a deferred module's content throws while it waits, for the module object that
 * hydration rendered; null once it may hydrate, and for every other module object (client-side
 * navigations and revalidations render normally).
 */
export function hydrationGate(module: { id: string }): Promise<void> | null {
  let gate = claimed.get(module);
  if (!gate) {
    gate = gates.get(module.id);
    if (!gate) return null;
    gates.delete(module.id);
    claimed.set(module, gate);
  }
  return gate.open ? null : gate.promise;
}
