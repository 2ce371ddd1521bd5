import { describe, expect, it } from "vitest";
import { withoutStaticModuleData } from "./static-module-handoff";

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
