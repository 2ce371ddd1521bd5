import { moduleNeedsScript } from "./needs-script";

type PageData = {
  scripts: boolean;
  editorView?: unknown;
  editorPage?: unknown;
  modules: { type: string; data: unknown; rows?: unknown }[];
};

/**
 * What of a CMS page's loader data the browser gets with the document (the route's
 * `documentHandoff`, ADR 017). On a visitor's page the static modules stay server HTML (ADR 013):
 * their renderers never run in the browser, so their data and rows are left out. The data of
 * enhanced modules, the frame's layout and heading, and everything an editor gets are kept.
 * Client-side navigations and revalidations still fetch the whole data.
 */
export function withoutStaticModuleData<T extends PageData>(page: T): T {
  if (!page.scripts || page.editorView || page.editorPage) return page;
  return {
    ...page,
    modules: page.modules.map((module) => (moduleNeedsScript(module) ? module : { ...module, data: null, rows: undefined })),
  };
}
