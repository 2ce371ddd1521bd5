import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db";
import { createEditorTestDb, type EditorTestDb } from "../../../tests/support/test-db";
import { findNews } from "~/content/news.server";
import { contentHistory, discardContentDraft, restoreContentRevision } from "./content-history.server";
import { ContentConflict, ContentRejected, loadContentItem, saveContent } from "./content-items.server";
import { MAX_CONTENT_STEPS } from "./content-revisions.server";
import { ContentUndoRefused, contentSteps, redoContentStep, undoContentStep } from "./content-undo.server";

// Issue 25, undo / redo of a content item's draft (ADR 056): every save, restore and discard of an
// item is a step; undo and redo are version-checked, write the draft only and never cross another
// editor's step.
let t: EditorTestDb;
let db: Db;
let ines: number;
let otto: number;
beforeAll(async () => {
  t = await createEditorTestDb({ name: "Ines" });
  ({ db, editorId: ines } = t);
  otto = (await db.insertInto("users").values({ email: "otto@example.com", name: "Otto", password_hash: "x" }).returning("id").executeTakeFirstOrThrow()).id;
});
afterAll(() => t.destroy());

const press = (title: string, body: string, slug?: string) => ({ title, category: "press", publishedAt: "2026-11-20T09:00", summary: "S", body, ...(slug ? { slug } : {}) });
const item = async (id: number) => (await loadContentItem(db, "news", id))!;
const revisionOf = async (id: number) => (await item(id)).revision;
const bodyOf = async (id: number) => (await item(id)).editable.content.en?.body;

/** A news item (published unless told), its id and slug. */
async function created(title: string, body: string, { publish = true, slug }: { publish?: boolean; slug?: string } = {}) {
  const { id } = await saveContent(db, { kind: "news", id: null, locale: "en", values: press(title, body, slug), revision: null, editorId: ines, publish });
  return { id, slug: String((await item(id)).editable.columns.slug) };
}

async function save(id: number, values: Record<string, unknown>, { locale = "en", editorId = ines }: { locale?: "en" | "de"; editorId?: number } = {}) {
  await saveContent(db, { kind: "news", id, locale, values, revision: await revisionOf(id), editorId, publish: false });
}

const undo = async (id: number, editorId = ines) => undoContentStep(db, { kind: "news", id, revision: await revisionOf(id), editorId });
const redo = async (id: number, editorId = ines) => redoContentStep(db, { kind: "news", id, revision: await revisionOf(id), editorId });
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof ContentUndoRefused ? { reason: error.reason, by: error.by } : Promise.reject(error)));

describe("undo and redo of a content item's draft", () => {
  it("walks a published item's draft saves back and forth, writing the draft only; visitors keep the published text", async () => {
    const { id, slug } = await created("Walk", "<p>Published words</p>");
    expect(await contentSteps(db, "news", id, ines)).toEqual({ undo: null, redo: null });
    await save(id, press("Walk", "<p>Second words</p>", slug));
    await save(id, { title: "Spaziergang", body: "<p>Deutsche Worte</p>" }, { locale: "de" });
    expect(await contentSteps(db, "news", id, ines)).toEqual({ undo: { action: "save", locale: "de", by: "Ines", mine: true }, redo: null });

    await undo(id);
    expect((await item(id)).editable.content.de).toBeUndefined();
    expect(await bodyOf(id)).toBe("<p>Second words</p>");
    expect(await contentSteps(db, "news", id, ines)).toEqual({ undo: { action: "save", locale: "en", by: "Ines", mine: true }, redo: { action: "save", locale: "de" } });
    await undo(id);
    // Back to before the first save: the published state, and no draft at all.
    expect(await item(id)).toMatchObject({ hasDraft: false, status: "published" });
    expect(await bodyOf(id)).toBe("<p>Published words</p>");
    expect(await refusal(undo(id))).toEqual({ reason: "nothingToUndo", by: null });

    await redo(id);
    expect(await item(id)).toMatchObject({ hasDraft: true });
    expect(await bodyOf(id)).toBe("<p>Second words</p>");
    await redo(id);
    expect((await item(id)).editable.content.de?.title).toBe("Spaziergang");
    expect(await refusal(redo(id))).toEqual({ reason: "nothingToRedo", by: null });
    expect((await findNews(db, "en", slug, "newsroom"))?.text?.body).toBe("<p>Published words</p>");

    const history = (await contentHistory(db, "news", id, 1)).entries;
    expect(history.map((e) => [e.action, e.locale, e.undone])).toEqual([
      ["redo", "de", false],
      ["redo", "en", false],
      ["undo", "en", false],
      ["undo", "de", false],
      ["save", "de", false],
      ["save", "en", false],
      ["publish", "en", false],
    ]);
  });

  it("drops what could be redone once a new save is made", async () => {
    const { id, slug } = await created("Dropped redo", "<p>One</p>");
    await save(id, press("Dropped redo", "<p>Two</p>", slug));
    await undo(id);
    expect((await contentSteps(db, "news", id, ines)).redo).toEqual({ action: "save", locale: "en" });
    expect((await contentHistory(db, "news", id, 1)).entries.find((e) => e.action === "save")?.undone).toBe(true);
    await save(id, press("Dropped redo", "<p>Three</p>", slug));
    expect((await contentSteps(db, "news", id, ines)).redo).toBeNull();
    expect(await refusal(redo(id))).toEqual({ reason: "nothingToRedo", by: null });
    expect(await bodyOf(id)).toBe("<p>Three</p>");
    await undo(id);
    expect(await bodyOf(id)).toBe("<p>One</p>");
  });

  it("refuses to undo across another editor's step, naming them; their own undo is theirs to make", async () => {
    const { id, slug } = await created("Two editors", "<p>Base</p>");
    await save(id, press("Two editors", "<p>Ines wrote this</p>", slug));
    await save(id, { title: "Zwei", body: "<p>Otto schrieb das</p>" }, { locale: "de", editorId: otto });
    expect((await contentSteps(db, "news", id, ines)).undo).toEqual({ action: "save", locale: "de", by: "Otto", mine: false });
    const revision = await revisionOf(id);
    expect(await refusal(undo(id))).toEqual({ reason: "undoOther", by: "Otto" });
    expect(await revisionOf(id)).toBe(revision);
    expect((await item(id)).editable.content.de?.body).toBe("<p>Otto schrieb das</p>");

    await undo(id, otto);
    expect((await item(id)).editable.content.de).toBeUndefined();
    await undo(id);
    expect(await bodyOf(id)).toBe("<p>Base</p>");
  });

  it("refuses a stale revision (someone changed the item meanwhile): nothing changes", async () => {
    const { id, slug } = await created("Stale", "<p>Before</p>");
    await save(id, press("Stale", "<p>After</p>", slug));
    const stale = (await revisionOf(id)) - 1;
    await expect(undoContentStep(db, { kind: "news", id, revision: stale, editorId: ines })).rejects.toBeInstanceOf(ContentConflict);
    expect(await bodyOf(id)).toBe("<p>After</p>");
    await undo(id);
    await expect(redoContentStep(db, { kind: "news", id, revision: stale, editorId: ines })).rejects.toBeInstanceOf(ContentConflict);
    expect(await bodyOf(id)).toBe("<p>Before</p>");
  });

  it("undoes a restore and a discard; a publish ends the steps", async () => {
    const { id, slug } = await created("Restore and discard", "<p>Published</p>");
    await save(id, press("Restore and discard", "<p>Draft one</p>", slug));
    const [draftOne] = (await contentHistory(db, "news", id, 1)).entries;
    await save(id, press("Restore and discard", "<p>Draft two</p>", slug));
    await restoreContentRevision(db, { kind: "news", id, revisionId: draftOne.id, revision: await revisionOf(id), editorId: ines });
    expect(await bodyOf(id)).toBe("<p>Draft one</p>");
    await undo(id);
    expect(await bodyOf(id)).toBe("<p>Draft two</p>");

    expect(await discardContentDraft(db, { kind: "news", id, revision: await revisionOf(id), editorId: ines })).toBe(true);
    expect((await contentSteps(db, "news", id, ines)).undo).toMatchObject({ action: "discard", locale: null });
    await undo(id);
    expect(await item(id)).toMatchObject({ hasDraft: true });
    expect(await bodyOf(id)).toBe("<p>Draft two</p>");
    await redo(id);
    expect(await item(id)).toMatchObject({ hasDraft: false });

    await save(id, press("Restore and discard", "<p>Published later</p>", slug));
    await saveContent(db, { kind: "news", id, locale: "en", values: press("Restore and discard", "<p>Published later</p>", slug), revision: await revisionOf(id), editorId: ines, publish: true });
    expect(await contentSteps(db, "news", id, ines)).toEqual({ undo: null, redo: null });
    expect(await refusal(undo(id))).toEqual({ reason: "nothingToUndo", by: null });
  });

  it("undoes a save of an unpublished item in place; its creation is no step; a slug taken since refuses the undo", async () => {
    const first = `undo-slug-${Date.now().toString(36)}`;
    const { id } = await created("Unpublished", "<p>Created</p>", { publish: false, slug: first });
    expect(await refusal(undo(id))).toEqual({ reason: "nothingToUndo", by: null });
    await save(id, press("Unpublished", "<p>Renamed</p>", `${first}-2`));
    await undo(id);
    expect(await item(id)).toMatchObject({ status: "unpublished", hasDraft: false });
    expect((await item(id)).editable.columns.slug).toBe(first);
    await redo(id);
    expect((await item(id)).editable.columns.slug).toBe(`${first}-2`);

    // Another item takes the first slug meanwhile: undoing back to it is refused, nothing written.
    await created("Taker", "<p>Mine now</p>", { slug: first });
    const revision = await revisionOf(id);
    await expect(undo(id)).rejects.toBeInstanceOf(ContentRejected);
    expect(await revisionOf(id)).toBe(revision);
    expect((await contentSteps(db, "news", id, ines)).undo).toMatchObject({ action: "save", locale: "en" });
  });

  it(`keeps the last ${MAX_CONTENT_STEPS} steps`, async () => {
    const { id, slug } = await created("Bounded", "<p>v0</p>");
    for (let n = 1; n <= MAX_CONTENT_STEPS + 2; n++) await save(id, press("Bounded", `<p>v${n}</p>`, slug));
    for (let n = 0; n < MAX_CONTENT_STEPS; n++) await undo(id);
    expect(await bodyOf(id)).toBe("<p>v2</p>");
    expect(await refusal(undo(id))).toEqual({ reason: "nothingToUndo", by: null });
  });
});
