import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db";
import { createEditorTestDb, type EditorTestDb } from "../../../tests/support/test-db";
import { checkPreviewLink, createPreviewLink, listItemPreviewLinks, revokePreviewLink } from "~/cms/preview-links.server";
import { SCHEDULE_MAX_ATTEMPTS } from "~/cms/schedule-action";
import { findNews } from "~/content/news.server";
import { contentHistory, diffContentRevision, discardContentDraft, restoreContentRevision } from "./content-history.server";
import { ContentConflict, deleteContent, loadContentItem, saveContent } from "./content-items.server";
import { runDueContentSchedules, scheduleContentChange } from "./content-scheduling.server";
import { contentSchedules, dropContentSchedule } from "./content-schedules.server";

// Issue 25 for content items (ADR 056): scheduled publish/unpublish with an injectable clock,
// history with diff, restore and discard, and preview links naming an item.
let t: EditorTestDb;
let db: Db;
let editorId: number;
beforeAll(async () => {
  t = await createEditorTestDb({ name: "Ines" });
  ({ db, editorId } = t);
});
afterAll(() => t.destroy());

const T0 = new Date("2030-01-01T09:00:00Z");
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const press = (title: string, body = "<p>First words here</p>") => ({ title, category: "press", publishedAt: "2026-11-20T09:00", summary: "S", body });

/** A published press release; answers its id, slug and revision. */
async function published(title: string) {
  const { id } = await saveContent(db, { kind: "news", id: null, locale: "en", values: press(title), revision: null, editorId, publish: true });
  const item = (await loadContentItem(db, "news", id))!;
  return { id, slug: String(item.editable.columns.slug), revision: item.revision };
}

const revisionOf = async (id: number) => (await loadContentItem(db, "news", id))!.revision;

describe("Publish at… and Unpublish at… of a content item", () => {
  it("publishes the item as it was when scheduled, at the due time and once; what was saved afterwards stays in the draft", async () => {
    const { id, slug } = await published("Scheduled launch");
    await saveContent(db, { kind: "news", id, locale: "en", values: { ...press("Scheduled launch", "<p>Frozen words</p>"), slug }, revision: await revisionOf(id), editorId, publish: false });
    await scheduleContentChange(db, { kind: "news", id, action: "publish", revision: await revisionOf(id), dueAt: later(10), timeZone: "Asia/Tokyo", editorId });
    expect((await loadContentItem(db, "news", id))!.status).toBe("scheduled");
    expect(await contentSchedules(db, "news", id)).toMatchObject([{ action: "publish", timeZone: "Asia/Tokyo", by: "Ines", attempts: 0 }]);
    await saveContent(db, { kind: "news", id, locale: "en", values: { ...press("Scheduled launch", "<p>Written after scheduling</p>"), slug }, revision: await revisionOf(id), editorId, publish: false });

    expect(await runDueContentSchedules(db, later(9))).toEqual([]);
    expect((await findNews(db, "en", slug, "newsroom"))?.text?.body).toBe("<p>First words here</p>");
    expect(await runDueContentSchedules(db, later(10))).toEqual([{ kind: "news", id, action: "publish", by: editorId }]);
    expect(await runDueContentSchedules(db, later(11))).toEqual([]);
    expect((await findNews(db, "en", slug, "newsroom"))?.text?.body).toBe("<p>Frozen words</p>");
    const item = (await loadContentItem(db, "news", id))!;
    expect(item.status).toBe("draft");
    expect(item.editable.content.en?.body).toBe("<p>Written after scheduling</p>");
    expect((await contentHistory(db, "news", id, 1)).entries[0]).toMatchObject({ action: "scheduledPublish", by: "Ines" });
  });

  it("unpublishes at the due time; a stale revision schedules nothing; Publish drops a pending publish", async () => {
    const { id, slug, revision } = await published("Going away");
    await expect(scheduleContentChange(db, { kind: "news", id, action: "unpublish", revision: revision - 1, dueAt: later(5), timeZone: "UTC", editorId })).rejects.toBeInstanceOf(ContentConflict);
    await scheduleContentChange(db, { kind: "news", id, action: "unpublish", revision, dueAt: later(5), timeZone: "UTC", editorId });
    await scheduleContentChange(db, { kind: "news", id, action: "publish", revision, dueAt: later(50), timeZone: "UTC", editorId });
    await saveContent(db, { kind: "news", id, locale: "en", values: { ...press("Going away"), slug }, revision, editorId, publish: true });
    expect((await contentSchedules(db, "news", id)).map((job) => job.action)).toEqual(["unpublish"]);
    expect(await runDueContentSchedules(db, later(5))).toEqual([{ kind: "news", id, action: "unpublish", by: editorId }]);
    expect(await findNews(db, "en", slug, "newsroom")).toBeUndefined();
    expect((await loadContentItem(db, "news", id))!.status).toBe("unpublished");
    expect(await dropContentSchedule(db, "news", id, "unpublish")).toBe(false);
  });

  it("records a failing job's attempts and error and runs the jobs due after it; gives it up after the last attempt", async () => {
    const { id, revision } = await published("Due after a broken job");
    await db.insertInto("content_schedules").values({ kind: "news", item_id: id, action: "publish", due_at: later(-60), time_zone: "UTC", snapshot: JSON.stringify({ columns: { slug: null }, content: {} }), item_revision: revision, created_by: editorId }).execute();
    await scheduleContentChange(db, { kind: "news", id, action: "unpublish", revision, dueAt: later(1), timeZone: "UTC", editorId });
    expect(await runDueContentSchedules(db, later(1))).toEqual([{ kind: "news", id, action: "unpublish", by: editorId }]);
    const [broken] = await contentSchedules(db, "news", id);
    expect(broken).toMatchObject({ action: "publish", attempts: 1 });
    expect(broken.lastError).toBeTruthy();
    for (let run = 0; run < SCHEDULE_MAX_ATTEMPTS + 2; run++) await runDueContentSchedules(db, later(2 + run));
    expect((await contentSchedules(db, "news", id))[0].attempts).toBe(SCHEDULE_MAX_ATTEMPTS);
  });
});

describe("history of a content item", () => {
  it("lists every save and publish, compares a version with the draft word by word, restores it into the draft and discards the draft", async () => {
    const { id, slug } = await published("History item");
    await saveContent(db, { kind: "news", id, locale: "en", values: { ...press("History item", "<p>Second words here</p>"), slug }, revision: await revisionOf(id), editorId, publish: false });
    await saveContent(db, { kind: "news", id, locale: "de", values: { title: "Verlauf" }, revision: await revisionOf(id), editorId, publish: false });
    const history = await contentHistory(db, "news", id, 1);
    expect(history.entries.map((e) => [e.action, e.locale])).toEqual([["save", "de"], ["save", "en"], ["publish", "en"]]);
    const first = history.entries[2].id;

    const diff = (await diffContentRevision(db, "news", id, first, (await loadContentItem(db, "news", id))!.editable))!;
    const body = diff.fields.find((f) => f.locale === "en" && f.path === "body");
    expect(body).toMatchObject({ kind: "richText", html: "<p><del>First</del><ins>Second</ins> words here</p>" });
    expect(diff.fields.find((f) => f.locale === "de" && f.path === "title")).toMatchObject({ kind: "text" });
    expect(await diffContentRevision(db, "jobs", id, first, { columns: {}, content: {} })).toBeNull();

    await expect(restoreContentRevision(db, { kind: "news", id, revisionId: first, revision: 1, editorId })).rejects.toBeInstanceOf(ContentConflict);
    await restoreContentRevision(db, { kind: "news", id, revisionId: first, revision: await revisionOf(id), editorId });
    let item = (await loadContentItem(db, "news", id))!;
    expect(item.hasDraft).toBe(true);
    expect(item.editable.content.en?.body).toBe("<p>First words here</p>");
    expect(item.editable.content.de).toBeUndefined();
    expect((await contentHistory(db, "news", id, 1)).entries[0]).toMatchObject({ action: "restore", by: "Ines", locale: null });

    await saveContent(db, { kind: "news", id, locale: "en", values: { ...press("History item", "<p>Unwanted</p>"), slug }, revision: await revisionOf(id), editorId, publish: false });
    expect(await discardContentDraft(db, { kind: "news", id, revision: await revisionOf(id), editorId })).toBe(true);
    item = (await loadContentItem(db, "news", id))!;
    expect(item).toMatchObject({ hasDraft: false, status: "published" });
    expect(item.editable.content.en?.body).toBe("<p>First words here</p>");
    expect(await discardContentDraft(db, { kind: "news", id, revision: item.revision, editorId })).toBe(false);

    await deleteContent(db, { kind: "news", id, revision: item.revision });
    expect((await contentHistory(db, "news", id, 1)).entries).toEqual([]);
  });
});

describe("preview links of a content item", () => {
  it("are valid for their item only, listed with the item's address, and gone once revoked or expired", async () => {
    const { id, slug } = await published("Preview item");
    const link = await createPreviewLink(db, { target: { kind: "news", itemId: id }, locale: "de", days: 2, authorId: editorId, now: T0 });
    const value = `${link.id}.${link.token}`;
    expect(await checkPreviewLink(db, value, { kind: "news", itemId: id }, later(1))).toEqual({ kind: "valid", id: link.id });
    expect(await checkPreviewLink(db, value, { kind: "careerNews", itemId: id }, later(1))).toEqual({ kind: "unknown" });
    expect(await checkPreviewLink(db, value, id, later(1))).toEqual({ kind: "unknown" });
    expect(await checkPreviewLink(db, value, { kind: "news", itemId: id }, later(2 * 24 * 60))).toEqual({ kind: "gone", id: link.id });
    const [listed] = await listItemPreviewLinks(db, { kind: "news", itemId: id, href: (locale) => `/${locale}/news/${slug}` }, later(1));
    expect(listed).toMatchObject({ id: link.id, state: "active", by: "Ines", href: `/de/news/${slug}?preview=${value}` });
    await revokePreviewLink(db, { target: { kind: "news", itemId: id }, id: link.id, now: later(2) });
    expect(await checkPreviewLink(db, value, { kind: "news", itemId: id }, later(3))).toEqual({ kind: "gone", id: link.id });
  });
});
