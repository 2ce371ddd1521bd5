import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { budgetProblems, librariesIn } from "./bundle-budget";

const page = (over: Partial<Parameters<typeof budgetProblems>[0]> = {}) => ({
  path: "/imprint",
  bytes: 50 * 1024,
  libraries: new Set(["react-dom", "remix", "i18next"]),
  hasPublicForm: false,
  ...over,
});
const budgets = { "/imprint": 100 };

describe("budgetProblems", () => {
  it("passes a page within its budget that loads only visitor code", () => {
    expect(budgetProblems(page(), budgets)).toEqual([]);
    expect(budgetProblems(page({ bytes: 100 * 1024 }), budgets)).toEqual([]);
  });

  it("fails a page over its budget, by a single byte too", () => {
    expect(budgetProblems(page({ bytes: 100 * 1024 + 1 }), budgets)).toEqual(["100.0 KB is over the budget of 100 KB"]);
  });

  it("has no size limit for a page without a budget", () => {
    expect(budgetProblems(page({ path: "/styleguide", bytes: 400 * 1024 }), budgets)).toEqual([]);
  });

  it("fails any page that loads editor-only code", () => {
    const libraries = new Set(["remix", "sortablejs", "pickers", "form builder", "page editor", "rich-text editor"]);
    expect(budgetProblems(page({ path: "/styleguide", libraries, hasPublicForm: true }), budgets)).toEqual([
      "editor-only code: sortablejs, pickers, form builder, page editor, rich-text editor",
    ]);
  });

  it("allows conform and zod only on a page that shows a public form", () => {
    const libraries = new Set(["conform", "zod"]);
    expect(budgetProblems(page({ libraries, hasPublicForm: true }), budgets)).toEqual([]);
    expect(budgetProblems(page({ libraries }), budgets)).toEqual(["form code on a page without a form: conform, zod"]);
  });
});

describe("librariesIn", () => {
  it("recognises our editor components by their element classes, not by chunk names", () => {
    expect(librariesIn('x("div",{className:"picker-panel__results"})')).toEqual(["pickers"]);
    expect(librariesIn('className:"form-builder__panel"')).toEqual(["form builder"]);
    expect(librariesIn('className:"editor-modal__body"')).toEqual(["page editor"]);
    expect(librariesIn('m.f=["assets/page-editor-Bbll1f9o.js","assets/form-builder-Bx6n7Jb5.js"]')).toEqual([]);
  });

  it("finds the markers in the editor's own source", () => {
    const source = (file: string) => readFileSync(new URL(`../app/editor/${file}`, import.meta.url), "utf8");
    expect(librariesIn(source("fields/picker-panel.tsx"))).toContain("pickers");
    expect(librariesIn(source("fields/form-picker.tsx"))).toContain("pickers");
    expect(librariesIn(source("forms/form-builder.tsx"))).toContain("form builder");
    expect(librariesIn(source("pages/module-modal.tsx"))).toContain("page editor");
    expect(librariesIn(source("fields/rich-text-toolbar.tsx"))).toContain("rich-text editor");
  });

  it("recognises ProseMirror's view code in the rich-text editor's chunk", () => {
    const view = readFileSync(new URL("../node_modules/prosemirror-view/dist/index.js", import.meta.url), "utf8");
    expect(librariesIn(view)).toContain("rich-text editor");
  });
});
