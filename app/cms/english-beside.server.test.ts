import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPage } from "../../db/seed/insert-page";
import { createEditorTestDb, type EditorTestDb } from "../../tests/support/test-db";
import { englishBeside } from "./english-beside.server";
import { loadPageModules } from "./pages.server";
import { ensureDraft, updateModule } from "./revisions.server";

// What a translator sees beside each field (issue 25): the English now, and its change since the translation.
let t: EditorTestDb;
beforeAll(async () => {
  t = await createEditorTestDb();
});
afterAll(() => t.destroy());

describe("englishBeside", () => {
  it("gives each English text by form field name, with the words changed since the translation", async () => {
    const pageId = await insertPage(t.db, {
      translations: { en: { slug: `eb-${Date.now()}`, title: "E" } },
      modules: [{ type: "TEXT_BLOCK", content: { en: { body: "<p>Measure the air</p>", heading: { title: "Air" } }, de: { body: "<p>Luft messen</p>" } } }],
    });
    let { version } = await ensureDraft(t.db, pageId, t.editorId);
    const [moduleId] = (await loadPageModules(t.db, { pageId, locale: "en", view: "draft" }))!.modules.map((m) => m.id);
    expect(await englishBeside(t.db, pageId, moduleId, "de")).toEqual({
      "data.body": { text: "Measure the air", changed: null },
      "heading.title": { text: "Air", changed: null },
    });
    await updateModule(t.db, { pageId, version: version++, moduleId, locale: "en", layout: {}, data: { body: "<p>Measure the water</p>", heading: { title: "Air" } } });
    const beside = await englishBeside(t.db, pageId, moduleId, "de");
    expect(beside["data.body"]).toEqual({ text: "Measure the water", changed: [{ value: "Measure the " }, { value: "air", removed: true }, { value: "water", added: true }] });
    expect(beside["heading.title"].changed).toBeNull();
    expect(await englishBeside(t.db, pageId, moduleId, "en")).toEqual({});
    expect(await englishBeside(t.db, pageId, "nope", "de")).toEqual({});
  });
});
