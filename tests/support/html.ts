import { Window } from "happy-dom";

let window: Window | undefined;

/**
 * Parses rendered HTML into a detached element to query with the DOM API. It runs in vitest's
 * node environment: server rendering under a DOM environment would warn about useLayoutEffect.
 */
export function parseHtml(html: string): HTMLElement {
  window ??= new Window();
  const root = window.document.createElement("div");
  root.innerHTML = html;
  return root as unknown as HTMLElement;
}
