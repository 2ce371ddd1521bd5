import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPage } from "../../db/seed/insert-page";
import { createEditorTestDb, type EditorTestDb } from "../../tests/support/test-db";
import { draftSteps, MAX_STEPS, redoStep, undoStep, UndoRefused } from "./draft-steps.server";
import { loadPageModules } from "./pages.server";
import { addModule, ensureDraft, publishPage, StaleVersionError, updateModule } from "./revisions.server";

// Undo / redo (issue 25): every draft write is a step; undo and redo walk them, never across
// another editor's step; a new write drops what could be redone; Publish ends the steps.
let t: EditorTestDb;
let other: number;
beforeAll(async () => {
  t = await createEditorTestDb({ name: "Ada" });
  other = (await t.db.insertInto("users").values({ email: "grace@example.com", name: "Grace", password_hash: "x" }).returning("id").executeTakeFirstOrThrow()).id;
});
afterAll(() => t.destroy());

async function newPage() {
  const pageId = await insertPage(t.db, { translations: { en: { slug: `st-${Math.random().toString(36).slice(2)}`, title: "T" } }, modules: [{ type: "TEXT_BLOCK", content: { en: { body: "<p>one</p>" } } }] });
  await ensureDraft(t.db, pageId, t.editorId);
  return pageId;
}
const bodies = async (pageId: number) => (await loadPageModules(t.db, { pageId, locale: "en", view: "draft" }))!.modules.map((m) => (m.data as { body: string }).body);
const version = async (pageId: number) => (await ensureDraft(t.db, pageId, t.editorId)).version;
const ids = async (pageId: number) => (await loadPageModules(t.db, { pageId, locale: "en", view: "draft" }))!.modules.map((m) => m.id);

describe("undo and redo", () => {
  it("walks the steps back and forth; a new write drops what could be redone", async () => {
    const pageId = await newPage();
    await addModule(t.db, { pageId, version: await version(pageId), type: "TEXT_BLOCK", position: null, locale: "en", layout: {}, data: { body: "<p>two</p>" }, authorId: t.editorId });
    const [first] = await ids(pageId);
    await updateModule(t.db, { pageId, version: await version(pageId), moduleId: first, locale: "en", layout: {}, data: { body: "<p>ONE</p>" }, authorId: t.editorId });
    expect(await bodies(pageId)).toEqual(["<p>ONE</p>", "<p>two</p>"]);
    expect((await draftSteps(t.db, pageId, t.editorId)).undo).toMatchObject({ kind: "edit", moduleType: "TEXT_BLOCK", locale: "en", mine: true, by: "Ada" });

    await undoStep(t.db, { pageId, version: await version(pageId), editorId: t.editorId });
    expect(await bodies(pageId)).toEqual(["<p>one</p>", "<p>two</p>"]);
    await undoStep(t.db, { pageId, version: await version(pageId), editorId: t.editorId });
    expect(await bodies(pageId)).toEqual(["<p>one</p>"]);
    await expect(undoStep(t.db, { pageId, version: await version(pageId), editorId: t.editorId })).rejects.toMatchObject({ reason: "nothingToUndo" });

    await redoStep(t.db, { pageId, version: await version(pageId), editorId: t.editorId });
    expect(await bodies(pageId)).toEqual(["<p>one</p>", "<p>two</p>"]);
    expect((await draftSteps(t.db, pageId, t.editorId)).redo).toMatchObject({ kind: "edit" });

    await addModule(t.db, { pageId, version: await version(pageId), type: "TEXT_BLOCK", position: null, locale: "en", layout: {}, data: { body: "<p>three</p>" }, authorId: t.editorId });
    expect((await draftSteps(t.db, pageId, t.editorId)).redo).toBeNull();
    await expect(redoStep(t.db, { pageId, version: await version(pageId), editorId: t.editorId })).rejects.toMatchObject({ reason: "nothingToRedo" });
  });

  it("never undoes another editor's step, naming them, and checks the version the editor read", async () => {
    const pageId = await newPage();
    const [first] = await ids(pageId);
    await updateModule(t.db, { pageId, version: await version(pageId), moduleId: first, locale: "de", layout: {}, data: { body: "<p>eins</p>" }, authorId: other });
    const refused = undoStep(t.db, { pageId, version: await version(pageId), editorId: t.editorId });
    await expect(refused).rejects.toBeInstanceOf(UndoRefused);
    await expect(undoStep(t.db, { pageId, version: await version(pageId), editorId: t.editorId })).rejects.toMatchObject({ reason: "undoOther", by: "Grace" });
    expect((await draftSteps(t.db, pageId, t.editorId)).undo).toMatchObject({ mine: false, by: "Grace", locale: "de" });
    await expect(undoStep(t.db, { pageId, version: (await version(pageId)) - 1, editorId: other })).rejects.toBeInstanceOf(StaleVersionError);
    await undoStep(t.db, { pageId, version: await version(pageId), editorId: other });
  });

  it("ends with Publish, and keeps the last MAX_STEPS steps", async () => {
    const pageId = await newPage();
    const [first] = await ids(pageId);
    for (let i = 0; i < MAX_STEPS + 3; i++) {
      await updateModule(t.db, { pageId, version: await version(pageId), moduleId: first, locale: "en", layout: {}, data: { body: `<p>${i}</p>` }, authorId: t.editorId });
    }
    const kept = await t.db.selectFrom("draft_steps").select("id").where("page_id", "=", pageId).execute();
    expect(kept).toHaveLength(MAX_STEPS);
    const snapshots = await t.db.selectFrom("page_revisions").select("id").where("page_id", "=", pageId).where("status", "=", "step").execute();
    expect(snapshots).toHaveLength(MAX_STEPS);
    await publishPage(t.db, { pageId, version: await version(pageId) });
    expect(await t.db.selectFrom("draft_steps").select("id").where("page_id", "=", pageId).execute()).toEqual([]);
    expect(await t.db.selectFrom("page_revisions").select("id").where("page_id", "=", pageId).where("status", "=", "step").execute()).toEqual([]);
    expect(await draftSteps(t.db, pageId, t.editorId)).toEqual({ undo: null, redo: null });
  });
});
