import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server HTML and during hydration, true once React runs in the browser (and for
 * components mounted later). Widgets that need JavaScript render their enhanced form only then,
 * so the page without JavaScript shows the plain, working form.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
