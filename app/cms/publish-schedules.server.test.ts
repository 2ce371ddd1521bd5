import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../db";
import { insertPage } from "../../db/seed/insert-page";
import { createEditorTestDb, type EditorTestDb } from "../../tests/support/test-db";
import { loadPageModules } from "./pages.server";
import { cancelPageSchedule, pageSchedules, runDueSchedules, schedulePageChange, schedulesByPage } from "./publish-schedules.server";
import { startPublishScheduler } from "~/editor/content/publish-scheduler.server";
import { SCHEDULE_MAX_ATTEMPTS } from "./schedule-action";
import { addModule, ensureDraft, publishPage, StaleVersionError } from "./revisions.server";

// Scheduled publish and unpublish (issue 25) with an injectable clock, on PGlite and, when
// DATABASE_URL is set, on PostgreSQL with two instances (two connection pools) racing for jobs.
let t: EditorTestDb;
let db: Db;
beforeAll(async () => {
  t = await createEditorTestDb({ name: "Scheduler" });
  db = t.db;
});
afterAll(() => t.destroy());

const T0 = new Date("2030-01-01T09:00:00Z");
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

async function newPage(home = false) {
  return insertPage(db, {
    translations: { en: { slug: home ? "" : `p-${Math.random().toString(36).slice(2)}`, title: "T" } },
    modules: [{ type: "TEXT_BLOCK", content: { en: { body: "<p>one</p>" } } }],
  });
}

const bodies = async (pageId: number, view: "draft" | "published") =>
  (await loadPageModules(db, { pageId, locale: "en", view }))?.modules.map((m) => (m.data as { body: string }).body) ?? null;

async function addText(pageId: number, body: string) {
  const draft = await ensureDraft(db, pageId, t.editorId);
  await addModule(db, { pageId, version: draft.version, type: "TEXT_BLOCK", position: null, locale: "en", layout: {}, data: { body } });
  return (await ensureDraft(db, pageId, t.editorId)).version;
}

describe("Publish at…", () => {
  it("publishes the draft as it was when scheduled, at the due time and not before; later changes stay in the draft", async () => {
    const pageId = await newPage();
    const version = await addText(pageId, "<p>scheduled</p>");
    await schedulePageChange(db, { pageId, action: "publish", version, dueAt: later(60), timeZone: "Europe/Zurich", authorId: t.editorId, now: T0 });
    await addText(pageId, "<p>after scheduling</p>");
    expect(await pageSchedules(db, pageId)).toEqual([{ action: "publish", dueAt: later(60).toISOString(), timeZone: "Europe/Zurich", by: "Scheduler", attempts: 0, lastError: null }]);

    expect(await runDueSchedules(db, later(59))).toEqual([]);
    expect(await bodies(pageId, "published")).toEqual(["<p>one</p>"]);

    expect(await runDueSchedules(db, later(60))).toEqual([{ pageId, action: "publish" }]);
    expect(await bodies(pageId, "published")).toEqual(["<p>one</p>", "<p>scheduled</p>"]);
    expect(await bodies(pageId, "draft")).toEqual(["<p>one</p>", "<p>scheduled</p>", "<p>after scheduling</p>"]);
    expect(await pageSchedules(db, pageId)).toEqual([]);
    expect(await runDueSchedules(db, later(120))).toEqual([]); // ran once
  });

  it("leaves no draft behind when nothing changed after scheduling", async () => {
    const pageId = await newPage();
    const version = await addText(pageId, "<p>two</p>");
    await schedulePageChange(db, { pageId, action: "publish", version, dueAt: later(1), timeZone: "UTC", authorId: t.editorId, now: T0 });
    await runDueSchedules(db, later(1));
    expect(await bodies(pageId, "published")).toEqual(["<p>one</p>", "<p>two</p>"]);
    const drafts = await db.selectFrom("page_revisions").select("id").where("page_id", "=", pageId).where("status", "in", ["draft", "scheduled"]).execute();
    expect(drafts).toEqual([]);
  });

  it("refuses a time that is not in the future and a version someone else moved on", async () => {
    const pageId = await newPage();
    const version = await addText(pageId, "<p>x</p>");
    await expect(schedulePageChange(db, { pageId, action: "publish", version, dueAt: T0, timeZone: "UTC", authorId: t.editorId, now: T0 })).rejects.toThrow(
      "errors.schedulePast",
    );
    await expect(
      schedulePageChange(db, { pageId, action: "publish", version: version - 1, dueAt: later(5), timeZone: "UTC", authorId: t.editorId, now: T0 }),
    ).rejects.toBeInstanceOf(StaleVersionError);
    expect(await pageSchedules(db, pageId)).toEqual([]);
  });

  it("replaces the pending job when scheduled again, and cancelling drops it and its frozen version", async () => {
    const pageId = await newPage();
    const version = await addText(pageId, "<p>x</p>");
    await schedulePageChange(db, { pageId, action: "publish", version, dueAt: later(5), timeZone: "UTC", authorId: t.editorId, now: T0 });
    await schedulePageChange(db, { pageId, action: "publish", version, dueAt: later(10), timeZone: "Asia/Tokyo", authorId: t.editorId, now: T0 });
    expect((await pageSchedules(db, pageId)).map((s) => [s.dueAt, s.timeZone])).toEqual([[later(10).toISOString(), "Asia/Tokyo"]]);
    expect(await cancelPageSchedule(db, { pageId, action: "publish" })).toBe(true);
    expect(await cancelPageSchedule(db, { pageId, action: "publish" })).toBe(false);
    expect(await runDueSchedules(db, later(60))).toEqual([]);
    expect(await bodies(pageId, "published")).toEqual(["<p>one</p>"]);
    const frozen = await db.selectFrom("page_revisions").select("id").where("page_id", "=", pageId).where("status", "=", "scheduled").execute();
    expect(frozen).toEqual([]);
  });
});

describe("Unpublish at…", () => {
  it("takes the page off the site at the due time and keeps a draft for a later Publish", async () => {
    const pageId = await newPage();
    const { version } = await ensureDraft(db, pageId, t.editorId);
    await schedulePageChange(db, { pageId, action: "unpublish", version, dueAt: later(30), timeZone: "UTC", authorId: t.editorId, now: T0 });
    await publishPage(db, { pageId, version }); // the draft goes; the job still runs
    await runDueSchedules(db, later(30));
    expect(await bodies(pageId, "published")).toBeNull();
    expect(await bodies(pageId, "draft")).toEqual(["<p>one</p>"]);
  });

  it("never schedules the home page's unpublish", async () => {
    const pageId = await newPage(true);
    const { version } = await ensureDraft(db, pageId, t.editorId);
    await expect(
      schedulePageChange(db, { pageId, action: "unpublish", version, dueAt: later(30), timeZone: "UTC", authorId: t.editorId, now: T0 }),
    ).rejects.toThrow("errors.homeUnpublish");
  });

  it("lists pending jobs per page for the page tree", async () => {
    const pageId = await newPage();
    const { version } = await ensureDraft(db, pageId, t.editorId);
    await schedulePageChange(db, { pageId, action: "unpublish", version, dueAt: later(90), timeZone: "UTC", authorId: t.editorId, now: T0 });
    await schedulePageChange(db, { pageId, action: "publish", version, dueAt: later(45), timeZone: "UTC", authorId: t.editorId, now: T0 });
    const byPage = await schedulesByPage(db, [pageId, 999_999]);
    expect(byPage.get(pageId)?.map((s) => s.action)).toEqual(["publish", "unpublish"]);
    expect(byPage.has(999_999)).toBe(false);
    await cancelPageSchedule(db, { pageId, action: "publish" });
    await cancelPageSchedule(db, { pageId, action: "unpublish" });
  });
});

describe("exactly once across instances", () => {
  it("runs each due job once when two instances look at the same time", async () => {
    const pages: number[] = [];
    for (let i = 0; i < 8; i++) {
      const pageId = await newPage();
      const version = await addText(pageId, `<p>batch ${i}</p>`);
      await schedulePageChange(db, { pageId, action: "publish", version, dueAt: later(i + 1), timeZone: "UTC", authorId: t.editorId, now: T0 });
      pages.push(pageId);
    }
    // A second instance: its own connection pool on the same PostgreSQL database (PGlite has one connection).
    const other = t.databaseUrl ? createDb({ databaseUrl: t.databaseUrl }) : db;
    try {
      const [a, b] = await Promise.all([runDueSchedules(db, later(10)), runDueSchedules(other, later(10))]);
      const ran = [...a, ...b].map((job) => job.pageId).sort((x, y) => x - y);
      expect(ran).toEqual([...pages].sort((x, y) => x - y));
      for (const pageId of pages) {
        const revisions = await db.selectFrom("page_revisions").select("status").where("page_id", "=", pageId).orderBy("id").execute();
        expect(revisions.map((r) => r.status)).toEqual(["history", "published"]);
      }
    } finally {
      if (other !== db) await other.destroy();
    }
  });

  it("the scheduler started after the due time runs the job at once", async () => {
    const pageId = await newPage();
    const version = await addText(pageId, "<p>while down</p>");
    await schedulePageChange(db, { pageId, action: "publish", version, dueAt: later(5), timeZone: "UTC", authorId: t.editorId, now: T0 });
    const scheduler = startPublishScheduler(db, { pollMs: 3_600_000, now: () => later(6) });
    await scheduler.tick();
    await scheduler.stop();
    expect(await bodies(pageId, "published")).toEqual(["<p>one</p>", "<p>while down</p>"]);
  });
});

describe("a failing job", () => {
  it("is recorded and passed over: the jobs due after it still run, and it is given up after the last attempt", async () => {
    const broken = await newPage();
    const fine = await newPage();
    const version = await addText(broken, "<p>never</p>");
    await schedulePageChange(db, { pageId: broken, action: "publish", version, dueAt: later(1), timeZone: "UTC", authorId: t.editorId, now: T0 });
    // Every run of this job fails: the page row refuses its `updated_at` (a trigger, for the test).
    await sql`create function refuse_page_update() returns trigger language plpgsql as $$ begin raise exception 'broken on purpose'; end $$`.execute(db);
    await sql`create trigger refuse_page_update before update on pages for each row when (old.id = ${sql.raw(String(broken))}) execute function refuse_page_update()`.execute(db);
    await schedulePageChange(db, { pageId: fine, action: "unpublish", version: (await ensureDraft(db, fine, t.editorId)).version, dueAt: later(2), timeZone: "UTC", authorId: t.editorId, now: T0 });
    expect(await runDueSchedules(db, later(3))).toEqual([{ pageId: fine, action: "unpublish" }]);
    expect(await pageSchedules(db, broken)).toMatchObject([{ action: "publish", attempts: 1, lastError: expect.any(String) }]);
    for (let run = 0; run < SCHEDULE_MAX_ATTEMPTS + 2; run++) await runDueSchedules(db, later(4 + run));
    expect((await pageSchedules(db, broken))[0]).toMatchObject({ attempts: SCHEDULE_MAX_ATTEMPTS, lastError: expect.stringContaining("broken on purpose") });
    await sql`drop trigger refuse_page_update on pages`.execute(db);
  });
});
