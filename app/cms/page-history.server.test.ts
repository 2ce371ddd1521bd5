import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { insertPage } from "../../db/seed/insert-page";
import { runPageAction } from "~/editor/pages/page-actions.server";
import { HISTORY_PAGE_SIZE, listPageHistory } from "./page-history.server";
import { loadPageModules } from "./pages.server";
import { ensureDraft, EditRejectedError, publishPage, restoreRevision, StaleVersionError, updateModule } from "./revisions.server";
import { logger } from "~/lib/logger.server";

let db: Db;
let editorId: number;

beforeAll(async () => {
  db = createDb({});
  await migrateToLatest(db);
  const user = await db.insertInto("users").values({ email: "h@example.com", name: "Hanna", password_hash: "x" }).returning("id").executeTakeFirstOrThrow();
  editorId = user.id;
});
afterAll(() => db.destroy());

async function newPage() {
  return insertPage(db, {
    translations: { en: { slug: `h${Math.random().toString(36).slice(2)}`, title: "T" } },
    modules: [{ type: "TEXT_BLOCK", content: { en: { body: "<p>first</p>" }, de: { body: "<p>erste</p>" } } }],
  });
}

const bodies = async (pageId: number, view: "draft" | "published", locale: "en" | "de" = "en") =>
  (await loadPageModules(db, { pageId, locale, view }))!.modules.map((m) => (m.data as { body?: string }).body);

/** Saves a new English body into the draft and publishes it; the published version. */
async function publishBody(pageId: number, body: string): Promise<number> {
  const draft = await ensureDraft(db, pageId, editorId);
  const moduleId = (await loadPageModules(db, { pageId, locale: "en", view: "draft" }))!.modules[0].id;
  await updateModule(db, { pageId, version: draft.version, moduleId, locale: "en", layout: {}, data: { body }, authorId: editorId });
  await publishPage(db, { pageId, version: draft.version + 1 });
  return draft.version + 2; // the save and the publish each move the version on
}

describe("listPageHistory", () => {
  it("lists published versions newest first, the current one marked, with who and how many modules", async () => {
    const pageId = await newPage();
    const published = await publishBody(pageId, "<p>second</p>");
    await ensureDraft(db, pageId, editorId); // a draft is not a version of the history
    const history = await listPageHistory(db, pageId);
    expect(history.pages).toBe(1);
    expect(history.entries.map((e) => [e.version, e.current, e.by, e.modules])).toEqual([
      [published, true, "Hanna", 1],
      [1, false, null, 1],
    ]);
  });

  it("pages by HISTORY_PAGE_SIZE; a page past the end answers the last one", async () => {
    const pageId = await newPage();
    for (let i = 0; i < HISTORY_PAGE_SIZE; i++) await publishBody(pageId, `<p>v${i}</p>`);
    const first = await listPageHistory(db, pageId, 1);
    expect(first.pages).toBe(2);
    expect(first.entries).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.entries[0].current).toBe(true);
    const past = await listPageHistory(db, pageId, 99);
    expect(past.page).toBe(2);
    expect(past.entries.map((e) => e.version)).toEqual([1]);
  });
});

describe("restoreRevision", () => {
  it("puts an earlier version into the draft in every locale; the published page stays until Publish", async () => {
    const pageId = await newPage();
    await publishBody(pageId, "<p>broken</p>");
    const [, original] = (await listPageHistory(db, pageId)).entries;
    const draft = await ensureDraft(db, pageId, editorId);
    await restoreRevision(db, { pageId, version: draft.version, revisionId: original.revisionId, authorId: editorId });
    expect(await bodies(pageId, "draft")).toEqual(["<p>first</p>"]);
    expect(await bodies(pageId, "draft", "de")).toEqual(["<p>erste</p>"]);
    expect(await bodies(pageId, "published")).toEqual(["<p>broken</p>"]);
    await publishPage(db, { pageId, version: draft.version + 1 });
    expect(await bodies(pageId, "published")).toEqual(["<p>first</p>"]);
  });

  it("refuses a stale version, another page's version and a draft, changing nothing", async () => {
    const pageId = await newPage();
    const other = await newPage();
    await publishBody(pageId, "<p>now</p>");
    const [, original] = (await listPageHistory(db, pageId)).entries;
    const [otherVersion] = (await listPageHistory(db, other)).entries;
    const draft = await ensureDraft(db, pageId, editorId);
    const draftRow = await db.selectFrom("page_revisions").select("id").where("page_id", "=", pageId).where("status", "=", "draft").executeTakeFirstOrThrow();
    await expect(restoreRevision(db, { pageId, version: draft.version - 1, revisionId: original.revisionId })).rejects.toBeInstanceOf(StaleVersionError);
    await expect(restoreRevision(db, { pageId, version: draft.version, revisionId: otherVersion.revisionId })).rejects.toBeInstanceOf(EditRejectedError);
    await expect(restoreRevision(db, { pageId, version: draft.version, revisionId: draftRow.id })).rejects.toBeInstanceOf(EditRejectedError);
    expect(await bodies(pageId, "draft")).toEqual(["<p>now</p>"]);
  });

  it("as a page action: restores, and says so when the version is missing or stale", async () => {
    const pageId = await newPage();
    await publishBody(pageId, "<p>bad</p>");
    const [current, original] = (await listPageHistory(db, pageId)).entries;
    const editor = { id: editorId, email: "h@example.com", name: "Hanna", role: "administrator" as const, locales: null, sections: null };
    const run = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      return runPageAction(form, { db, editor, pageId, locale: "en", site: "main", log: logger });
    };
    const version = String(current.version + 1); // the draft made from the published version
    expect(await run({ _action: "restoreRevision", version })).toEqual({ kind: "error", message: "errors.revisionMissing" });
    expect(await run({ _action: "restoreRevision", version, revisionId: "999999" })).toEqual({ kind: "error", message: "errors.revisionMissing" });
    expect(await run({ _action: "restoreRevision", version: "1", revisionId: String(original.revisionId) })).toEqual({ kind: "error", message: "errors.stale" });
    expect(await run({ _action: "restoreRevision", version, revisionId: String(original.revisionId) })).toEqual({ kind: "done", show: "draft" });
    expect(await bodies(pageId, "draft")).toEqual(["<p>first</p>"]);
  });
});

describe("the draft's steps in the history (issue 25)", () => {
  it("lists each step of the current draft, newest first, with who and what; Publish ends them", async () => {
    const pageId = await newPage();
    const draft = await ensureDraft(db, pageId, editorId);
    const moduleId = (await loadPageModules(db, { pageId, locale: "en", view: "draft" }))!.modules[0].id;
    await updateModule(db, { pageId, version: draft.version, moduleId, locale: "de", layout: {}, data: { body: "<p>zweite</p>" }, authorId: editorId });
    await updateModule(db, { pageId, version: draft.version + 1, moduleId, locale: "en", layout: {}, data: { body: "<p>second</p>" }, authorId: editorId });
    const { steps } = await listPageHistory(db, pageId);
    expect(steps.map(({ kind, moduleType, locale, by, undone }) => ({ kind, moduleType, locale, by, undone }))).toEqual([
      { kind: "edit", moduleType: "TEXT_BLOCK", locale: "en", by: "Hanna", undone: false },
      { kind: "edit", moduleType: "TEXT_BLOCK", locale: "de", by: "Hanna", undone: false },
    ]);
    await publishPage(db, { pageId, version: draft.version + 2 });
    expect((await listPageHistory(db, pageId)).steps).toEqual([]);
  });
});
