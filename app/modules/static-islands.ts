// Static islands: a module that needs no script (needs-script.ts) is not hydrated. Before
// hydration entry.client keeps the server's markup of each such module on a visitor's page; the
// first client render gives it back to React as inner HTML, so React adopts the section without
// walking, rendering or committing what is inside, and the module's renderer is never loaded.
// A later render with new data (a revalidation) renders the module normally.
const captured = new Map<string, string>();

/** A module on a visitor's page: editors' pages nest theirs in the editing frame. */
const VISITOR_MODULE = "article.cms-page > section[data-module-id]";
/** A static module on a visitor's page (ModuleFrame's `data-static`). */
const STATIC_ISLAND = "article.cms-page > section[data-static][data-module-id]";
const claimed = new WeakMap<object, string>();

/** The visitor page's static modules, as the server rendered them (ModuleFrame's `data-static`). */
export function captureStaticIslands(root: ParentNode): void {
  for (const section of root.querySelectorAll<HTMLElement>(STATIC_ISLAND)) {
    const inner = section.querySelector(":scope > .module__inner");
    if (inner) captured.set(section.dataset.moduleId ?? "", inner.innerHTML);
  }
}

/** The server markup to keep for this module object, if it is one hydration found. */
export function staticIslandHtml(module: { id: string }): string | undefined {
  const kept = claimed.get(module);
  if (kept !== undefined) return kept;
  const html = captured.get(module.id);
  if (html === undefined) return undefined;
  captured.delete(module.id);
  claimed.set(module, html);
  return html;
}

/** The module sections of this document that hydrate: every one but the static islands. */
export function hydratedModuleSections(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>("[data-module]")].filter((section) => !section.matches(STATIC_ISLAND));
}

/** Whether this module section is on a visitor's page (not in the editor). */
export function isVisitorModule(section: Element): boolean {
  return section.matches(VISITOR_MODULE);
}
