import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server HTML and during hydration, true once React runs in the browser (and for
 * components mounted later). Widgets that need JavaScript render their enhanced form only then,
 * so the page without JavaScript shows the plain, working form.
 * The flip to true re-renders the caller synchronously right after hydration: call it in a leaf,
 * never above a Suspense boundary that may still be waiting for its lazily loaded chunk (React
 * would throw that boundary's server HTML away: error #421, see app/site/document-scripts.tsx).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
