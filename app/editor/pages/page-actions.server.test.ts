import type { Editor } from "~/auth/users.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { insertPage } from "../../../db/seed/insert-page";
import { loadPageModules } from "~/cms/pages.server";
import { ensureDraft } from "~/cms/revisions.server";
import { moduleContentHash } from "~/cms/module-content-hash.server";
import { runPageAction } from "./page-actions.server";
import { logger } from "~/lib/logger.server";

let db: Db;
const editor = { id: 1, email: "e@example.com", name: "E", role: "administrator" as const, locales: null, sections: null };

beforeAll(async () => {
  db = createDb({});
  await migrateToLatest(db);
  await db.insertInto("users").values({ email: editor.email, password_hash: "x" }).execute();
});
afterAll(() => db.destroy());

async function newPage() {
  const pageId = await insertPage(db, {
    translations: { en: { slug: `p${Math.random().toString(36).slice(2)}`, title: "T" } },
    modules: [{ type: "TEXT_BLOCK", content: { en: { body: "<p>one</p>" } } }],
  });
  const { version } = await ensureDraft(db, pageId, editor.id);
  return { pageId, version };
}

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
}

const run = (pageId: number, fields: Record<string, string>, locale: "en" | "de" = "en", who: Editor = editor) =>
  runPageAction(form(fields), { db, editor: who, pageId, locale, site: "main", log: logger });

const DONE = { kind: "done", show: "draft" };

const draftBodies = async (pageId: number) =>
  (await loadPageModules(db, { pageId, locale: "en", view: "draft" }))!.modules.map((m) => (m.data as { body?: string }).body);

describe("saveModule", () => {
  it("adds a TEXT_BLOCK below a position, sanitized, then redirects to the draft", async () => {
    const { pageId, version } = await newPage();
    const result = await run(pageId, {
      _action: "saveModule",
      version: String(version),
      moduleType: "TEXT_BLOCK",
      position: "0",
      "data.body": '<p onclick="x()">two<script>alert(1)</script></p>',
      "data.columns": "1",
    });
    expect(result).toEqual(DONE);
    expect(await draftBodies(pageId)).toEqual(["<p>one</p>", "<p>two</p>"]);
  });

  it("answers field errors for an oversized field and keeps the draft", async () => {
    const { pageId, version } = await newPage();
    const result = await run(pageId, {
      _action: "saveModule",
      version: String(version),
      moduleType: "TEXT_BLOCK",
      "data.body": "x".repeat(20001),
    });
    expect(result).toMatchObject({ kind: "module" });
    const errors = (result as { result: { error: Record<string, string[]> } }).result.error;
    expect(Object.keys(errors)).toContain("data.body");
    expect(await draftBodies(pageId)).toEqual(["<p>one</p>"]);
  });

  it("refuses an unknown module type, an unknown module id and a position out of range", async () => {
    const { pageId, version } = await newPage();
    const v = String(version);
    expect(await run(pageId, { _action: "saveModule", version: v, moduleType: "NOPE" })).toEqual({
      kind: "error",
      message: "Unknown module type NOPE",
    });
    expect(await run(pageId, { _action: "saveModule", version: v, moduleId: "missing" })).toEqual({
      kind: "error",
      message: "modal.unknownModule",
    });
    expect(
      await run(pageId, { _action: "saveModule", version: v, moduleType: "TEXT_BLOCK", position: "9", "data.body": "x" }),
    ).toEqual({ kind: "error", message: "Module position 9 is out of range" });
    expect(await draftBodies(pageId)).toEqual(["<p>one</p>"]);
  });

  it("refuses a stale publish, move and remove with a message, and changes nothing", async () => {
    const { pageId, version } = await newPage();
    const [first] = (await loadPageModules(db, { pageId, locale: "en", view: "draft" }))!.modules;
    expect(await run(pageId, { _action: "saveModule", version: String(version), moduleType: "TEXT_BLOCK", "data.body": "<p>two</p>" })).toEqual(DONE);
    const stale = String(version); // the version before that add
    expect(await run(pageId, { _action: "publishPage", version: stale })).toEqual({ kind: "error", message: "errors.stale" });
    expect(await run(pageId, { _action: "moveDown", version: stale, moduleId: first.id })).toEqual({ kind: "error", message: "errors.stale" });
    expect(await run(pageId, { _action: "removeModule", version: stale, moduleId: first.id })).toEqual({ kind: "error", message: "errors.stale" });
    expect(await draftBodies(pageId)).toEqual(["<p>one</p>", "<p>two</p>"]);
    expect((await loadPageModules(db, { pageId, locale: "en", view: "published" }))!.modules).toHaveLength(1);
  });

  it("refuses a missing or malformed version", async () => {
    const { pageId } = await newPage();
    expect(await run(pageId, { _action: "publishPage", version: "abc" })).toEqual({ kind: "error", message: "errors.generic" });
  });

  it("does not add, remove or move modules outside English, but edits that locale's content", async () => {
    const { pageId, version } = await newPage();
    const [first] = (await loadPageModules(db, { pageId, locale: "en", view: "draft" }))!.modules;
    expect(await run(pageId, { _action: "saveModule", version: String(version), moduleType: "TEXT_BLOCK", "data.body": "x" }, "de")).toEqual({
      kind: "error",
      message: "module.onlyEnglishAdd",
    });
    expect(await run(pageId, { _action: "removeModule", version: String(version), moduleId: first.id }, "de")).toEqual({
      kind: "error",
      message: "module.onlyEnglishAdd",
    });
    expect(await run(pageId, { _action: "moveDown", version: String(version), moduleId: first.id }, "de")).toEqual({
      kind: "error",
      message: "module.onlyEnglishMove",
    });
    const saved = await run(pageId, { _action: "saveModule", version: String(version), moduleId: first.id, "data.body": "<p>eins</p>" }, "de");
    expect(saved).toEqual(DONE);
    const de = await loadPageModules(db, { pageId, locale: "de", view: "draft" });
    expect((de!.modules[0].data as { body: string }).body).toBe("<p>eins</p>");
    expect(await draftBodies(pageId)).toEqual(["<p>one</p>"]);
  });
});

describe("two editors at once", () => {
  const other: Editor = { id: 2, email: "o@example.com", name: "Otto Other", role: "administrator", locales: null, sections: null };
  beforeAll(async () => {
    await db.insertInto("users").values({ id: other.id, email: other.email, name: other.name, password_hash: "x" }).execute();
  });

  async function firstModule(pageId: number, locale: "en" | "de" = "en") {
    const [module] = (await loadPageModules(db, { pageId, locale, view: "draft" }))!.modules;
    return { id: module.id, baseHash: moduleContentHash({ layout: module.layout as Record<string, unknown>, data: module.data as Record<string, unknown> }) };
  }
  const save = (pageId: number, moduleId: string, baseHash: string, body: string, who: Editor = editor, extra: Record<string, string> = {}) =>
    run(pageId, { _action: "saveModule", version: "1", moduleId, baseHash, "data.body": body, "data.columns": "1", ...extra }, "en", who);

  it("refuses a save over another editor's save of the same module, keeping the typed values and showing theirs", async () => {
    const { pageId } = await newPage();
    const read = await firstModule(pageId);
    expect(await save(pageId, read.id, read.baseHash, "<p>theirs</p>", other)).toEqual(DONE);
    const mine = await save(pageId, read.id, read.baseHash, "<p>mine</p>");
    expect(mine).toMatchObject({ kind: "conflict", moduleId: read.id, by: "Otto Other", theirs: [{ name: "data.body", value: "<p>theirs</p>" }] });
    const conflict = mine as Extract<typeof mine, { kind: "conflict" }>;
    expect((conflict.result.initialValue as { data: { body: string } }).data.body).toBe("<p>mine</p>");
    expect(await draftBodies(pageId)).toEqual(["<p>theirs</p>"]);

    // Saving again from what was read is refused again; "keep mine" names the version now stored.
    expect(await save(pageId, read.id, read.baseHash, "<p>mine</p>")).toMatchObject({ kind: "conflict" });
    expect(await save(pageId, read.id, conflict.baseHash, "<p>mine</p>")).toEqual(DONE);
    expect(await draftBodies(pageId)).toEqual(["<p>mine</p>"]);
  });

  it("saves beside another editor's change to another module of the page", async () => {
    const { pageId } = await newPage();
    const read = await firstModule(pageId);
    expect(await run(pageId, { _action: "saveModule", version: "1", moduleType: "TEXT_BLOCK", "data.body": "<p>added</p>" }, "en", other)).toEqual(DONE);
    expect(await save(pageId, read.id, read.baseHash, "<p>edited</p>")).toEqual(DONE);
    expect(await draftBodies(pageId)).toEqual(["<p>edited</p>", "<p>added</p>"]);
  });

  it("a form that came back with errors still names what was first read", async () => {
    const { pageId } = await newPage();
    const read = await firstModule(pageId);
    const invalid = await save(pageId, read.id, read.baseHash, "x".repeat(20001));
    expect(invalid).toMatchObject({ kind: "module", baseHash: read.baseHash });
  });
});

describe("locales edit content only", () => {
  it("keeps the shared layout when a German editor submits another one", async () => {
    const { pageId, version } = await newPage();
    const [first] = (await loadPageModules(db, { pageId, locale: "de", view: "draft" }))!.modules;
    const layoutBefore = first.layout;
    const saved = await run(
      pageId,
      { _action: "saveModule", version: String(version), moduleId: first.id, "data.body": "<p>eins</p>", "data.columns": "1", "layout.background": "Orange", "layout.width": "narrow" },
      "de",
    );
    expect(saved).toEqual(DONE);
    const [after] = (await loadPageModules(db, { pageId, locale: "en", view: "draft" }))!.modules;
    expect(after.layout).toEqual(layoutBefore);
    expect(after.data).toMatchObject({ body: "<p>one</p>" });
  });
});

describe("discard draft", () => {
  it("drops the draft's changes and leaves the published page as it was", async () => {
    const { pageId, version } = await newPage();
    expect(await run(pageId, { _action: "saveModule", version: String(version), moduleType: "TEXT_BLOCK", "data.body": "<p>two</p>" })).toEqual(DONE);
    const current = (await loadPageModules(db, { pageId, locale: "en", view: "draft" }))!.version;
    expect(await run(pageId, { _action: "discardDraft", version: String(current) })).toEqual({ kind: "done", show: "published" });
    expect(await loadPageModules(db, { pageId, locale: "en", view: "draft" })).toBeNull();
    expect((await loadPageModules(db, { pageId, locale: "en", view: "published" }))!.modules.map((m) => m.data)).toEqual([{ body: "<p>one</p>" }]);
    // Editing again starts from the published page.
    expect(await run(pageId, { _action: "editPage" })).toEqual(DONE);
    expect(await draftBodies(pageId)).toEqual(["<p>one</p>"]);
  });

  it("refuses a stale discard (another editor's step would go unseen) and a page never published, changing nothing", async () => {
    const { pageId, version } = await newPage();
    expect(await run(pageId, { _action: "saveModule", version: String(version), moduleType: "TEXT_BLOCK", "data.body": "<p>two</p>" })).toEqual(DONE);
    expect(await run(pageId, { _action: "discardDraft", version: String(version) })).toEqual({ kind: "error", message: "errors.stale" });
    expect(await draftBodies(pageId)).toEqual(["<p>one</p>", "<p>two</p>"]);

    const { id: neverPublished } = await db.insertInto("pages").values({ site: "main" }).returning("id").executeTakeFirstOrThrow();
    await db.insertInto("page_revisions").values({ page_id: neverPublished, status: "draft", version: 1, author_id: editor.id }).execute();
    expect(await run(neverPublished, { _action: "discardDraft", version: "1" })).toEqual({ kind: "error", message: "errors.neverPublished" });
    expect(await loadPageModules(db, { pageId: neverPublished, locale: "en", view: "draft" })).toEqual({ version: 1, modules: [] });
  });
});

describe("unpublish", () => {
  it("takes the published revision away and keeps the draft; a stale version and the home page are refused", async () => {
    const { pageId, version } = await newPage();
    expect(await run(pageId, { _action: "unpublishPage", version: String(version - 1) })).toEqual({ kind: "error", message: "errors.stale" });
    expect(await loadPageModules(db, { pageId, locale: "en", view: "published" })).not.toBeNull();
    expect(await run(pageId, { _action: "unpublishPage", version: String(version) })).toEqual(DONE);
    expect(await loadPageModules(db, { pageId, locale: "en", view: "published" })).toBeNull();
    expect(await draftBodies(pageId)).toEqual(["<p>one</p>"]);
    // Published again from the draft.
    const current = (await loadPageModules(db, { pageId, locale: "en", view: "draft" }))!.version;
    expect(await run(pageId, { _action: "publishPage", version: String(current) })).toEqual({ kind: "done", show: "published" });
    expect(await loadPageModules(db, { pageId, locale: "en", view: "published" })).not.toBeNull();

    const home = await insertPage(db, { site: "home-test", translations: { en: { slug: "", title: "Home" } }, modules: [] });
    const homeDraft = await ensureDraft(db, home, editor.id);
    expect(await run(home, { _action: "unpublishPage", version: String(homeDraft.version) })).toEqual({ kind: "error", message: "errors.homeUnpublish" });
    expect(await loadPageModules(db, { pageId: home, locale: "en", view: "published" })).not.toBeNull();
  });
});

describe("schedulePage and cancelSchedule (issue 25)", () => {
  const nextYear = `${new Date().getUTCFullYear() + 1}-03-01T09:30`;
  const schedules = (pageId: number) => db.selectFrom("publish_schedules").select(["action", "due_at", "time_zone"]).where("page_id", "=", pageId).execute();
  const fieldErrors = (result: unknown) => (result as { result: { error: Record<string, string[]> } }).result.error;

  it("schedules the draft's publish at a wall-clock time in the chosen zone", async () => {
    const { pageId, version } = await newPage();
    const result = await run(pageId, { _action: "schedulePage", version: String(version), action: "publish", at: nextYear, timeZone: "Europe/Zurich" });
    expect(result).toEqual(DONE);
    const [job] = await schedules(pageId);
    expect(job.action).toBe("publish");
    expect(new Date(job.due_at).toISOString()).toBe(`${nextYear}:00.000Z`.replace("T09:30", "T08:30"));
    expect(job.time_zone).toBe("Europe/Zurich");
  });

  it("gives each bad input its own message, with the typed values kept, and schedules nothing", async () => {
    const { pageId, version } = await newPage();
    const bad = (fields: Record<string, string>) => run(pageId, { _action: "schedulePage", version: String(version), action: "publish", ...fields });
    const malformed = await bad({ at: "next friday", timeZone: "UTC" });
    expect(malformed.kind).toBe("schedule");
    expect(fieldErrors(malformed)).toEqual({ at: ["Enter a date and time such as 2026-12-01T09:00."] });
    expect((malformed as { result: { initialValue: Record<string, string> } }).result.initialValue.at).toBe("next friday");
    expect(fieldErrors(await bad({ at: "2027-02-30T09:00", timeZone: "UTC" }))).toEqual({ at: ["Enter a date and time such as 2026-12-01T09:00."] });
    expect(fieldErrors(await bad({ at: "2020-01-01T09:00", timeZone: "UTC" }))).toEqual({ at: ["Choose a time in the future."] });
    expect(fieldErrors(await bad({ at: nextYear, timeZone: "Mars/Olympus" }))).toEqual({ timeZone: ["Choose a time zone from the list."] });
    expect(fieldErrors(await bad({ at: "", timeZone: "UTC" }))).toEqual({ at: ["This field is required"] });
    expect(await run(pageId, { _action: "schedulePage", version: String(version), action: "later", at: nextYear, timeZone: "UTC" })).toMatchObject({ kind: "schedule" });
    expect(await run(pageId, { _action: "schedulePage", version: String(version - 1), action: "publish", at: nextYear, timeZone: "UTC" })).toEqual({
      kind: "error",
      message: "errors.stale",
    });
    expect(await schedules(pageId)).toEqual([]);
  });

  it("cancels with one click, and Publish now drops a pending publish that would undo it", async () => {
    const { pageId, version } = await newPage();
    await run(pageId, { _action: "schedulePage", version: String(version), action: "publish", at: nextYear, timeZone: "UTC" });
    expect(await run(pageId, { _action: "cancelSchedule", scheduleAction: "publish" })).toEqual(DONE);
    expect(await schedules(pageId)).toEqual([]);
    expect(await run(pageId, { _action: "cancelSchedule", scheduleAction: "everything" })).toEqual({ kind: "error", message: "errors.generic" });
    await run(pageId, { _action: "schedulePage", version: String(version), action: "publish", at: nextYear, timeZone: "UTC" });
    expect(await run(pageId, { _action: "publishPage", version: String(version) })).toEqual({ kind: "done", show: "published" });
    expect(await schedules(pageId)).toEqual([]);
  });
});

describe("createPreview and revokePreview (issue 25)", () => {
  const links = (pageId: number) => db.selectFrom("preview_links").select(["id", "locale", "expires_at", "revoked_at"]).where("page_id", "=", pageId).execute();

  it("creates a link for the editor's locale, valid for the days asked, and revokes it; a bad number of days is refused", async () => {
    const { pageId } = await newPage();
    for (const days of ["0", "91", "seven", ""]) {
      expect(await run(pageId, { _action: "createPreview", days }), days).toEqual({ kind: "error", message: "errors.previewDays" });
    }
    expect(await links(pageId)).toEqual([]);
    const before = Date.now();
    expect(await run(pageId, { _action: "createPreview", days: "3" }, "de")).toEqual({ kind: "done", show: "previews" });
    const [link] = await links(pageId);
    expect(link.locale).toBe("de");
    expect(new Date(link.expires_at).getTime() - before).toBeGreaterThanOrEqual(3 * 86_400_000 - 1_000);
    expect(new Date(link.expires_at).getTime() - before).toBeLessThan(3 * 86_400_000 + 60_000);
    expect(await run(pageId, { _action: "revokePreview", previewId: String(link.id) })).toEqual({ kind: "done", show: "previews" });
    expect((await links(pageId))[0].revoked_at).not.toBeNull();
  });
});

describe("copyModule (issue 25)", () => {
  const bodiesOf = async (pageId: number) =>
    (await loadPageModules(db, { pageId, locale: "en", view: "draft" }))?.modules.map((m) => (m.data as { body?: string }).body) ?? [];
  const idsOf = async (pageId: number) => (await loadPageModules(db, { pageId, locale: "en", view: "draft" }))!.modules.map((m) => m.id);

  it("copies a module with every locale's content to the top or the end of another page's draft", async () => {
    const source = await insertPage(db, {
      translations: { en: { slug: `cs${Math.random().toString(36).slice(2)}`, title: "S" } },
      modules: [{ type: "TEXT_BLOCK", content: { en: { body: "<p>copied</p>" }, de: { body: "<p>kopiert</p>" } } }],
    });
    const { version } = await ensureDraft(db, source, editor.id);
    const target = await newPage();
    const [moduleId] = await idsOf(source);
    expect(await run(source, { _action: "copyModule", version: String(version), moduleId, targetPageId: String(target.pageId), position: "start", mode: "copy" })).toEqual(DONE);
    expect(await bodiesOf(target.pageId)).toEqual(["<p>copied</p>", "<p>one</p>"]);
    const [copiedId] = await idsOf(target.pageId);
    expect(copiedId).not.toBe(moduleId);
    const german = await loadPageModules(db, { pageId: target.pageId, locale: "de", view: "draft" });
    expect((german!.modules[0].data as { body: string }).body).toBe("<p>kopiert</p>");
    expect(await bodiesOf(source)).toEqual(["<p>copied</p>"]); // a copy leaves the source as it was
    expect(await run(source, { _action: "copyModule", version: String(version), moduleId, targetPageId: String(target.pageId), position: "end", mode: "copy" })).toEqual(DONE);
    expect(await bodiesOf(target.pageId)).toEqual(["<p>copied</p>", "<p>one</p>", "<p>copied</p>"]);
  });

  it("moves a module off the source draft, checked against the version the editor read", async () => {
    const source = await newPage();
    const target = await newPage();
    const [moduleId] = await idsOf(source.pageId);
    const stale = await run(source.pageId, { _action: "copyModule", version: String(source.version - 1), moduleId, targetPageId: String(target.pageId), position: "end", mode: "move" });
    expect(stale).toEqual({ kind: "error", message: "errors.stale" });
    expect(await bodiesOf(target.pageId)).toEqual(["<p>one</p>"]); // nothing copied either
    expect(await run(source.pageId, { _action: "copyModule", version: String(source.version), moduleId, targetPageId: String(target.pageId), position: "end", mode: "move" })).toEqual(DONE);
    expect(await bodiesOf(source.pageId)).toEqual([]);
    expect(await bodiesOf(target.pageId)).toEqual(["<p>one</p>", "<p>one</p>"]);
  });

  it("refuses another locale, a missing page, a move onto the same page and a module with a broken reference", async () => {
    const source = await newPage();
    const [moduleId] = await idsOf(source.pageId);
    const ask = (fields: Record<string, string>, locale: "en" | "de" = "en") =>
      run(source.pageId, { _action: "copyModule", version: String(source.version), moduleId, position: "end", mode: "copy", ...fields }, locale);
    expect(await ask({ targetPageId: String(source.pageId) }, "de")).toEqual({ kind: "error", message: "module.onlyEnglishMove" });
    expect(await ask({ targetPageId: "99999999" })).toEqual({ kind: "error", message: "errors.copyTarget" });
    expect(await ask({ targetPageId: "" })).toEqual({ kind: "error", message: "errors.copyTarget" });
    expect(await ask({ targetPageId: String(source.pageId), mode: "move" })).toEqual({ kind: "error", message: "errors.moveSamePage" });
    const broken = await insertPage(db, {
      translations: { en: { slug: `cb${Math.random().toString(36).slice(2)}`, title: "B" } },
      modules: [{ type: "CUSTOM_FORMS", content: { en: { formId: 987654, display: "inline" } } }],
    });
    const brokenDraft = await ensureDraft(db, broken, editor.id);
    const [brokenModule] = await idsOf(broken);
    expect(await run(broken, { _action: "copyModule", version: String(brokenDraft.version), moduleId: brokenModule, targetPageId: String(source.pageId), position: "end", mode: "copy" })).toEqual({
      kind: "error",
      message: "errors.copyReferences",
    });
  });
});
