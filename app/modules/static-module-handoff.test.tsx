import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ServerRenderContext, type ServerRenderStore } from "~/site/server-render-store";
import { handOverPage, usePageModules, withoutStaticModuleData } from "./static-module-handoff";

const page = (extra: Record<string, unknown> = {}) => ({
  scripts: true,
  page: { id: 1 },
  modules: [
    { id: "a", type: "TEXT_BLOCK", layout: {}, heading: { title: "Intro" }, data: { body: "<p>x</p>" } },
    { id: "b", type: "SLIDER", layout: {}, heading: {}, data: { slides: [1, 2] } },
    { id: "c", type: "NEWS", layout: {}, heading: {}, data: { count: 3 }, rows: [{ id: 7 }] },
    { id: "d", type: "TEXT_BLOCK", layout: {}, heading: {}, data: { body: "<p>y</p>", collapsible: true } },
  ],
  ...extra,
});

type Module = ReturnType<typeof page>["modules"][number];

/** What a component rendered with `store` (the document's server render) or without (the browser) sees. */
function renderedModules(handed: Module[], store: ServerRenderStore | null): Module[] {
  let seen: Module[] = [];
  function Probe() {
    seen = usePageModules(handed);
    return null;
  }
  renderToString(
    <ServerRenderContext.Provider value={store}>
      <Probe />
    </ServerRenderContext.Provider>,
  );
  return seen;
}

describe("withoutStaticModuleData (a CMS page's document handoff)", () => {
  it("leaves out the data and rows of static modules on a visitor's page, keeping frames and enhanced modules whole", () => {
    const handed = withoutStaticModuleData(page());
    expect(handed.modules.map((m) => [m.id, m.data, "rows" in m ? m.rows : undefined])).toEqual([
      ["a", null, undefined],
      ["b", { slides: [1, 2] }, undefined],
      ["c", null, undefined],
      ["d", { body: "<p>y</p>", collapsible: true }, undefined], // a collapsible text is enhanced
    ]);
    expect(handed.modules[0].heading).toEqual({ title: "Intro" });
    expect(handed.page).toEqual({ id: 1 });
  });

  it("hands everything over to an editor, and on a page without scripts (nothing hydrates there)", () => {
    for (const data of [page({ editorPage: { id: 1 } }), page({ editorView: { mode: "edit" } }), page({ scripts: false })]) {
      expect(withoutStaticModuleData(data)).toBe(data);
    }
  });

  it("does not change the loader's own data, which still renders the page", () => {
    const data = page();
    withoutStaticModuleData(data);
    expect(data.modules[0].data).toEqual({ body: "<p>x</p>" });
  });
});

describe("handOverPage and usePageModules (the loader's data, the server's render)", () => {
  it("on a document request, returns the page without the static modules' data and renders the whole modules on the server", () => {
    const whole = page();
    const store: ServerRenderStore = new Map();
    const handed = handOverPage(whole, store);
    expect(handed.modules.map((m) => m.data)).toEqual([null, { slides: [1, 2] }, null, { body: "<p>y</p>", collapsible: true }]);
    expect(renderedModules(handed.modules, store)).toBe(whole.modules);
    // In the browser (no store) the component renders what the document handed over.
    expect(renderedModules(handed.modules, null)).toBe(handed.modules);
  });

  it("on a `.data` request (no store), returns everything", () => {
    const whole = page();
    expect(handOverPage(whole, null)).toBe(whole);
  });

  it("keeps nothing when the document gets everything (an editor, a page without scripts)", () => {
    for (const whole of [page({ editorPage: { id: 1 } }), page({ scripts: false })]) {
      const store: ServerRenderStore = new Map();
      expect(handOverPage(whole, store)).toBe(whole);
      expect(store.size).toBe(0);
      expect(renderedModules(whole.modules, store)).toBe(whole.modules);
    }
  });
});
