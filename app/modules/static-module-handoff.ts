import { keepForServerRender, serverRenderKey, useServerRender, type ServerRenderStore } from "~/site/server-render-store";
import { moduleNeedsScript } from "./needs-script";

type PageData = {
  scripts: boolean;
  editorView?: unknown;
  editorPage?: unknown;
  modules: { type: string; data: unknown; rows?: unknown }[];
};

/** A CMS page's whole modules, kept for the document's server render (ADR 017). */
const WHOLE_MODULES = serverRenderKey<PageData["modules"]>("cms-page whole modules");

/**
 * What of a CMS page's loader data the browser gets with the document (ADR 017). On a visitor's
 * page the static modules stay server HTML (ADR 013): their renderers never run in the browser,
 * so their data and rows are left out. The data of enhanced modules, the frame's layout and
 * heading, and everything an editor gets are kept.
 */
export function withoutStaticModuleData<T extends PageData>(page: T): T {
  if (!page.scripts || page.editorView || page.editorPage) return page;
  return {
    ...page,
    modules: page.modules.map((module) => (moduleNeedsScript(module) ? module : { ...module, data: null, rows: undefined })),
  };
}

/**
 * What the CMS page's loader returns: on a document request (the load context has a store), the
 * page without its static modules' data, the whole modules kept for the server render; on a
 * `.data` request (client-side navigations, revalidations), all of it, as the browser renders it.
 */
export function handOverPage<T extends PageData>(page: T, store: ServerRenderStore | null): T {
  if (!store) return page;
  const handed = withoutStaticModuleData(page);
  if (handed !== page) keepForServerRender(store, WHOLE_MODULES, page.modules);
  return handed;
}

function useKeptModules<M extends PageData["modules"][number]>(handed: M[]): M[] {
  return useServerRender(WHOLE_MODULES, handed) as M[];
}

/**
 * The modules a CMS page renders: in the server's render of a document, the whole ones its loader
 * kept; in the browser, the loader data's (a static module's data is null there, and its server
 * markup is kept: static-islands.ts). The browser's bundle goes without the store's lookup.
 */
export const usePageModules = import.meta.env.SSR ? useKeptModules : <M extends PageData["modules"][number]>(handed: M[]): M[] => handed;
