import { useEffect, type RefObject } from "react";

// Deferred layout (ADR 014): on a visitor's page that loads scripts, the modules after the second
// carry `content-visibility: auto` (modules.css, `data-layout-later`), so while the page loads the
// browser lays out only what is near the screen. Once the page has loaded, this lays out the rest
// one module per idle period, in small tasks; then every module has its real size (exact
// scroll length and in-page anchors, real geometry for assistive and testing tools).
// It runs from an inline script the page carries (ADR 018: the page's scripts may load much later,
// or never), and from the page component after a client-side navigation.
// Pages without scripts could not run this, so they do not get the attribute.

/**
 * Lays out the article's remaining modules after load, one per idle period, once per article;
 * returns a function that stops it. Self-contained (no imports, no outer names): its source is
 * also sent as an inline script (`layOutRemainingModulesScript`).
 */
export function layOutRemainingModules(root: HTMLElement | null): () => void {
  if (!root?.hasAttribute("data-layout-later") || root.hasAttribute("data-layout-started")) return () => undefined;
  root.setAttribute("data-layout-started", "");
  // The sections modules.css skips while they are off screen (keep the two selectors alike).
  const waiting = [...root.querySelectorAll<HTMLElement>(":scope > section:nth-of-type(n + 3):not([data-laid-out])")];
  let handle = 0;
  const schedule = (step: () => void) =>
    (handle = typeof requestIdleCallback === "function" ? requestIdleCallback(step) : window.setTimeout(step, 50));
  // One module per idle period: laying out a long module takes several ms on a slow phone, and
  // batches of them (a 4 ms budget, overrun by the last module) made 12–20 ms tasks on a slow
  // host, which Lighthouse's 4× CPU simulation counted as blocking time.
  const step = () => {
    const section = waiting.shift();
    if (!section) return;
    section.setAttribute("data-laid-out", "");
    void section.offsetHeight; // lays it out now, inside this idle period
    if (waiting.length > 0) schedule(step);
  };
  const start = () => schedule(step);
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    window.removeEventListener("load", start);
    if (typeof cancelIdleCallback === "function") cancelIdleCallback(handle);
    window.clearTimeout(handle);
    root.removeAttribute("data-layout-started");
  };
}

/** The inline script, placed right after the article, that starts the layout on a page's first load. */
export const layOutRemainingModulesScript = `(${layOutRemainingModules.toString()})(document.currentScript.previousElementSibling);`;

/** Starts the layout of a page a client-side navigation rendered (the inline script only runs on a load). */
export function useLayOutRemainingModules(article: RefObject<HTMLElement | null>, pageId: number): void {
  useEffect(() => layOutRemainingModules(article.current), [article, pageId]);
}
