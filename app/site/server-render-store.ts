import { createContext, useContext } from "react";

/**
 * What loaders keep for the document's server render and leave out of the data the browser
 * hydrates with (ADR 017). Remix streams every loader's data into the document; a route that
 * renders more on the server than the browser renders again (a CMS page's static modules, ADR 013)
 * returns the smaller part and keeps the rest here.
 *
 * One per document request: the load context's `serverRender` (request-context.server.ts), which
 * entry.server.tsx hands to the render. A `.data` request has none (null): its response is all
 * the browser gets, so its loaders return everything.
 */
export type ServerRenderStore = Map<string, unknown>;

/** A key of the store, typed by what it holds. */
export type ServerRenderKey<T> = string & { readonly __holds?: T };

export const serverRenderKey = <T>(name: string) => name as ServerRenderKey<T>;

// Pure: a bundle that never reads it (the browser's) leaves it out.
export const ServerRenderContext = /* @__PURE__ */ createContext<ServerRenderStore | null>(null);

/** Keeps `value` for this document's server render; nothing on a `.data` request (no store). */
export function keepForServerRender<T>(store: ServerRenderStore | null, key: ServerRenderKey<T>, value: T): void {
  store?.set(key, value);
}

/** What a loader kept under `key` for the server render, else `handed` (the loader's data: always in the browser). */
export function useServerRender<T>(key: ServerRenderKey<T>, handed: T): T {
  const store = useContext(ServerRenderContext);
  return store?.has(key) ? (store.get(key) as T) : handed;
}
