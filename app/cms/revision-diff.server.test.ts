import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPage } from "../../db/seed/insert-page";
import { createEditorTestDb, type EditorTestDb } from "../../tests/support/test-db";
import { loadPageModules } from "./pages.server";
import { addModule, ensureDraft, patchPage, updateModule } from "./revisions.server";
import { currentRevisionId, diffRevisions } from "./revision-diff.server";

// Comparing versions (issue 25): modules added, removed, moved and changed, word-level text per locale.
let t: EditorTestDb;
beforeAll(async () => {
  t = await createEditorTestDb();
});
afterAll(() => t.destroy());

describe("diffRevisions", () => {
  it("names added, removed, moved and changed modules, with word-level text changes per locale", async () => {
    const pageId = await insertPage(t.db, {
      translations: { en: { slug: `df-${Date.now()}`, title: "D" } },
      modules: [
        { type: "TEXT_BLOCK", content: { en: { body: "<p>The quick brown fox</p>" }, de: { body: "<p>Der schnelle Fuchs</p>" } } },
        { type: "TEXT_BLOCK", content: { en: { body: "<p>Stays</p>" } } },
        { type: "TEXT_BLOCK", content: { en: { body: "<p>Goes away</p>" } } },
      ],
    });
    const published = await t.db.selectFrom("page_revisions").select("id").where("page_id", "=", pageId).where("status", "=", "published").executeTakeFirstOrThrow();
    let { version } = await ensureDraft(t.db, pageId, t.editorId);
    const [changed, stays, goes] = (await loadPageModules(t.db, { pageId, locale: "en", view: "draft" }))!.modules.map((m) => m.id);
    await updateModule(t.db, { pageId, version: version++, moduleId: changed, locale: "en", layout: {}, data: { body: "<p>The <strong>slow</strong> brown fox</p>" } });
    await updateModule(t.db, { pageId, version: version++, moduleId: changed, locale: "de", layout: {}, data: { body: "<p>Der schnelle Fuchs</p>" } });
    await patchPage(t.db, { pageId, version: version++, contents: [stays, changed] });
    const added = await addModule(t.db, { pageId, version: version++, type: "TEXT_BLOCK", position: null, locale: "en", layout: {}, data: { body: "<p>New</p>" } });

    const draftId = (await currentRevisionId(t.db, pageId))!;
    const diff = (await diffRevisions(t.db, pageId, published.id, draftId))!;
    expect(diff.to.draft).toBe(true);
    const byId = new Map(diff.modules.map((m) => [m.id, m]));
    expect(byId.get(changed)).toMatchObject({ change: "changed", before: 1, after: 2 });
    expect(byId.get(changed)!.fields).toEqual([
      { locale: "en", path: "body", kind: "richText", html: "<p>The <del>quick</del><strong><ins>slow</ins></strong> brown fox</p>" },
    ]); // German saved unchanged: no field
    expect(byId.get(stays)).toMatchObject({ change: "moved", before: 2, after: 1, fields: [] });
    expect(byId.get(goes)).toMatchObject({ change: "removed", before: 3, after: null });
    expect(byId.get(added)).toMatchObject({ change: "added", before: null, after: 3 });
    expect(diff.modules).toHaveLength(4);
  });

  it("knows nothing of another page's revisions", async () => {
    const a = await insertPage(t.db, { translations: { en: { slug: `dfa-${Date.now()}`, title: "A" } }, modules: [] });
    const b = await insertPage(t.db, { translations: { en: { slug: `dfb-${Date.now()}`, title: "B" } }, modules: [] });
    const other = (await currentRevisionId(t.db, b))!;
    expect(await diffRevisions(t.db, a, other, other)).toBeNull();
    const own = (await currentRevisionId(t.db, a))!;
    expect((await diffRevisions(t.db, a, own, own))!.modules).toEqual([]);
  });
});
