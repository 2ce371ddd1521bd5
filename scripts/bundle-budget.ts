// The visitor JavaScript budget that `npm run bundle-size` enforces (docs/performance.md).

/** Gzipped JavaScript a page may load, in KB (1024 bytes), lazy chunks included. */
export const BUDGETS_KB: Record<string, number> = {
  "/": 100, // home: hero, key figures, cards, news, text, accordion, jobs, call to action
  "/imprint": 90, // a text-only CMS page
  "/products/catalog": 90, // a listing screen: plain HTML since ADR 016, so a text page's budget
};

/** Libraries recognised in a chunk by a marker string they carry (minified code keeps these). */
export const LIBRARIES: [string, RegExp][] = [
  ["react-dom", /react-dom\.production|__SECRET_INTERNALS_DO_NOT_USE/],
  ["remix", /__remixContext|__reactRouterVersion|@remix-run/],
  ["i18next", /i18next/],
  // Markers from inside each library's own code (class names in our markup would mislead).
  ["splide", /EVENT_ARROWS_MOUNTED/],
  ["apexcharts", /ApexCharts/],
  ["altcha", /customElements\.define\("altcha-widget"/],
  ["sortablejs", /sortable-chosen|Sortable\.mount/],
  ["conform", /@conform-to|__intent__|getSubmissionContext/],
  ["zod", /ZodError/],
  // Our own editor code, by the BEM element classes only its components render (a chunk's file
  // name, e.g. in a list of lazy imports, never contains "__").
  ["page editor", /editor-modal__/],
  ["pickers", /picker-panel__|form-picker__/],
  ["form builder", /form-builder__/],
  // TipTap/ProseMirror (ADR 021): its editor-view code names its own CSS classes.
  ["rich-text editor", /ProseMirror-hideselection|rich-text-editor__/],
];

/** Never on a visitor's page (DESIGN.md §5). */
export const EDITOR_ONLY = new Set(["sortablejs", "page editor", "pickers", "form builder", "rich-text editor"]);
/** Client-side validation of a public form (issue #6): only on a page that shows one. */
export const FORM_ONLY = new Set(["conform", "zod"]);

export function librariesIn(source: string): string[] {
  return LIBRARIES.filter(([, marker]) => marker.test(source)).map(([name]) => name);
}

export type PageLoad = { path: string; bytes: number; libraries: ReadonlySet<string>; hasPublicForm: boolean };

/** What is wrong with the JavaScript a page loaded; empty when it keeps the budget. */
export function budgetProblems(
  { path, bytes, libraries, hasPublicForm }: PageLoad,
  budgets: Record<string, number> = BUDGETS_KB,
): string[] {
  const problems: string[] = [];
  const editorOnly = [...libraries].filter((l) => EDITOR_ONLY.has(l));
  if (editorOnly.length) problems.push(`editor-only code: ${editorOnly.join(", ")}`);
  const formOnly = hasPublicForm ? [] : [...libraries].filter((l) => FORM_ONLY.has(l));
  if (formOnly.length) problems.push(`form code on a page without a form: ${formOnly.join(", ")}`);
  const budget = budgets[path];
  if (budget !== undefined && bytes > budget * 1024) {
    problems.push(`${(bytes / 1024).toFixed(1)} KB is over the budget of ${budget} KB`);
  }
  return problems;
}
