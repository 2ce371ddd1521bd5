import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPage } from "../../db/seed/insert-page";
import { createEditorTestDb, type EditorTestDb } from "../../tests/support/test-db";
import { addModule, ensureDraft, updateModule } from "./revisions.server";
import { translationStatus } from "./translation-status.server";

// Translation status (issue 25): missing, current, outdated per module and locale, and the summary.
let t: EditorTestDb;
beforeAll(async () => {
  t = await createEditorTestDb();
});
afterAll(() => t.destroy());

const LOCALES = ["de", "jp"];

describe("translation status", () => {
  it("follows English edits, translation saves and new modules", async () => {
    const pageId = await insertPage(t.db, {
      translations: { en: { slug: `ts-${Date.now()}`, title: "T" } },
      modules: [{ type: "TEXT_BLOCK", content: { en: { body: "<p>Hello</p>" }, de: { body: "<p>Hallo</p>" } } }],
    });
    let status = await translationStatus(t.db, pageId, LOCALES);
    const [moduleId] = Object.keys(status.byModule);
    expect(status.byModule[moduleId]).toEqual({ de: "current", jp: "missing" });
    expect(status.summary).toEqual({ de: { missing: 0, outdated: 0 }, jp: { missing: 1, outdated: 0 } });

    let { version } = await ensureDraft(t.db, pageId, t.editorId);
    await updateModule(t.db, { pageId, version, moduleId, locale: "en", layout: {}, data: { body: "<p>Hello, world</p>" } });
    version++;
    status = await translationStatus(t.db, pageId, LOCALES);
    expect(status.byModule[moduleId]).toEqual({ de: "outdated", jp: "missing" });

    await updateModule(t.db, { pageId, version, moduleId, locale: "de", layout: {}, data: { body: "<p>Hallo, Welt</p>" } });
    version++;
    await updateModule(t.db, { pageId, version, moduleId, locale: "jp", layout: {}, data: { body: "<p>こんにちは</p>" } });
    version++;
    status = await translationStatus(t.db, pageId, LOCALES);
    expect(status.byModule[moduleId]).toEqual({ de: "current", jp: "current" });

    const added = await addModule(t.db, { pageId, version, type: "TEXT_BLOCK", position: null, locale: "en", layout: {}, data: { body: "<p>New</p>" } });
    status = await translationStatus(t.db, pageId, LOCALES);
    expect(status.byModule[added]).toEqual({ de: "missing", jp: "missing" });
    expect(status.summary).toEqual({ de: { missing: 1, outdated: 0 }, jp: { missing: 1, outdated: 0 } });
  });

  it("answers nothing for a site without other locales", async () => {
    const pageId = await insertPage(t.db, { translations: { en: { slug: `ts2-${Date.now()}`, title: "T" } }, modules: [{ type: "TEXT_BLOCK", content: { en: { body: "x" } } }] });
    expect(await translationStatus(t.db, pageId, [])).toEqual({ byModule: {}, summary: {} });
  });
});

describe("modules without words", () => {
  it("are never missing a translation: there is nothing to translate", async () => {
    const pageId = await insertPage(t.db, {
      translations: { en: { slug: `ts3-${Date.now()}`, title: "T" } },
      modules: [{ type: "PRODUCT_TABLE", content: { en: { products: [1, 2], heading: { title: "" } } } }],
    });
    const status = await translationStatus(t.db, pageId, LOCALES);
    expect(Object.values(status.byModule)).toEqual([{ de: "current", jp: "current" }]);
    expect(status.summary).toEqual({ de: { missing: 0, outdated: 0 }, jp: { missing: 0, outdated: 0 } });
  });
});
