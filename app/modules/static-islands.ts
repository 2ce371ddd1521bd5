// Static islands: markup that needs no script is not hydrated. Before hydration entry.client
// keeps the server's markup of each such part of a visitor's page: every module that needs no
// script (needs-script.ts), and the site's header and footer (`data-server-markup`). The first
// client render gives it back to React as inner HTML, so React adopts the element without
// walking, rendering or committing what is inside, and a static module's renderer is never
// loaded. A later render with new data (a revalidation, a client-side navigation) renders the
// part normally.
//
// Links in kept markup are plain links (a full page load, as on a page without scripts), so they
// lose `data-discover`: Remix would otherwise match and fetch route patches for each of them
// while the page hydrates (hundreds on a long page), for links it never handles.
const captured = new Map<string, string>();

/** A module on a visitor's page: editors' pages nest theirs in the editing frame. */
const VISITOR_MODULE = "article.cms-page > section[data-module-id]";
/** A module on a visitor's page that needs its script (no `data-static`). */
export const ENHANCED_VISITOR_MODULE = "article.cms-page > section[data-module-id]:not([data-static])";
/** A static module on a visitor's page (ModuleFrame's `data-static`). */
const STATIC_ISLAND = "article.cms-page > section[data-static][data-module-id]";
/** Page chrome rendered without script on a visitor's page (root.tsx: site header and footer). */
const SERVER_MARKUP = "[data-server-markup]";
const claimed = new WeakMap<object, Map<string, string>>();

function keepInner(key: string, element: Element): void {
  for (const discover of element.querySelectorAll("[data-discover]")) discover.removeAttribute("data-discover");
  captured.set(key, element.innerHTML);
}

/** The visitor page's static modules and chrome, as the server rendered them. */
export function captureStaticIslands(root: ParentNode): void {
  for (const section of root.querySelectorAll<HTMLElement>(STATIC_ISLAND)) {
    const inner = section.querySelector(":scope > .module__inner");
    if (inner) keepInner(section.dataset.moduleId ?? "", inner);
  }
  for (const element of root.querySelectorAll<HTMLElement>(SERVER_MARKUP)) keepInner(`chrome:${element.dataset.serverMarkup}`, element);
}

/**
 * The server markup kept under `key` for the render that `owner` (an object of that render's
 * data) belongs to: the first owner to ask claims it; any other owner gets undefined.
 */
function keptMarkup(key: string, owner: object): string | undefined {
  const kept = claimed.get(owner)?.get(key);
  if (kept !== undefined) return kept;
  const html = captured.get(key);
  if (html === undefined) return undefined;
  captured.delete(key);
  claimed.set(owner, (claimed.get(owner) ?? new Map<string, string>()).set(key, html));
  return html;
}

/** The server markup to keep for this module object, if it is one hydration found. */
export function staticIslandHtml(module: { id: string }): string | undefined {
  return keptMarkup(module.id, module);
}

/**
 * The server's inner markup of a `data-server-markup={name}` element, for the first render of
 * the page it came with (`location`: that render's location object; a navigation brings a new one).
 */
export function serverMarkupHtml(name: string, location: object): string | undefined {
  return keptMarkup(`chrome:${name}`, location);
}

/** The module sections of this document that hydrate: every one but the static islands. */
export function hydratedModuleSections(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>("[data-module]")].filter((section) => !section.matches(STATIC_ISLAND));
}

/** Whether this module section is on a visitor's page (not in the editor). */
export function isVisitorModule(section: Element): boolean {
  return section.matches(VISITOR_MODULE);
}
