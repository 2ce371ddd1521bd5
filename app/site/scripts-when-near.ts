// Scripts when near (ADR 018): on a visitor's CMS page, the site's scripts (React, Remix, the
// module renderers) load once an enhanced module (a slider, tabs, a form…) comes within a
// viewport's height of the screen, or a pointer or focus reaches into one, instead of right
// after the first paint. A page whose enhanced modules are far down runs no script while it
// is read from the top; until its scripts run, each module works as it does without JavaScript.
// The deferred entry's loader (deferred-scripts.tsx) calls `window.__whenScriptsNeeded` with its
// `load` when a page defines it; document-scripts.tsx defines it from this function's source.

import { NEAR_MARGIN, REACH_EVENTS } from "~/modules/near-screen";

type Near = { rootMargin: string; events: readonly string[] };

/** Calls `load` once, when an element matching `selector` comes `near` the screen or is reached. Self-contained: sent as source. */
export function loadWhenNear(selector: string, near: Near, load: () => void): void {
  const targets = document.querySelectorAll(selector);
  let started = false;
  const { rootMargin, events } = near;
  const reach = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(selector)) start();
  };
  const observer =
    typeof IntersectionObserver === "function" && targets.length > 0
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin })
      : null;
  function start() {
    if (started) return;
    started = true;
    observer?.disconnect();
    for (const type of events) window.removeEventListener(type, reach, true);
    load();
  }
  if (!observer) {
    start();
    return;
  }
  for (const target of targets) observer.observe(target);
  for (const type of events) window.addEventListener(type, reach, { capture: true, passive: true });
}

/** The inline script that makes the deferred entry wait for `selector` (document-scripts.tsx); "near" as for deferred hydration. */
export function whenScriptsNeededScript(selector: string): string {
  const near: Near = { rootMargin: NEAR_MARGIN, events: REACH_EVENTS };
  return `window.__whenScriptsNeeded = (load) => (${loadWhenNear.toString()})(${JSON.stringify(selector)}, ${JSON.stringify(near)}, load);`;
}
