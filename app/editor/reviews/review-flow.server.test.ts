import type { RefusalData } from "../shell/refusal.server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { insertPage } from "../../../db/seed/insert-page";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { findEditor, upsertEditor, type AccountInput, type Editor } from "~/auth/users.server";
import type { Locale } from "~/i18n/locales";
import { logger } from "~/lib/logger.server";
import { runPageAction } from "../pages/page-actions.server";
import { loadContentItem, saveContent } from "../content/content-items.server";
import {
  approveReview,
  commentOnReview,
  contentLockedFor,
  inboxCount,
  noteContentEdited,
  pageReviewInfo,
  requestChanges,
  ReviewConflict,
  submitContentForReview,
  submitPageForReview,
  withdrawReview,
  type ReviewContext,
} from "./review-flow.server";
import { activeContentReview, activePageReview, findReview, reviewThread, setReviewRequired } from "./reviews.server";

// Issue 45 on a real database (PGlite, and PostgreSQL when DATABASE_URL is set): the review of a
// page's draft, step by step; every step forged by an account that may not take it is refused
// (403, audited) and changes nothing; an edit after an approval voids it; the two-person rule.

const MAIL = { from: "Vireo Web <web@vireo.example>", publicUrl: "https://www.vireo.example" };

const ACCOUNTS = {
  admin: {},
  publisher: { role: "publisher" },
  author: { role: "editor" },
  translator: { role: "translator", locales: ["de"] },
  agency: { role: "editor", sections: ["/applications"] },
  dePublisher: { role: "publisher", locales: ["de"] },
} as const satisfies Record<string, Omit<AccountInput, "email" | "password">>;
type Who = keyof typeof ACCOUNTS;

let t: TestDb;
let db: Db;
const who = {} as Record<Who, Editor>;

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
  await migrateToLatest(db);
  for (const [name, input] of Object.entries(ACCOUNTS) as [Who, (typeof ACCOUNTS)[Who]][]) {
    const { id } = await upsertEditor(db, { email: `${name.toLowerCase()}@example.com`, password: "correct horse battery", name, ...input });
    who[name] = (await findEditor(db, id))!;
  }
}, 120_000);
afterAll(() => t.destroy());

let pageId: number;
let slugN = 0;
beforeEach(async () => {
  slugN++;
  const block = (text: string) => ({ type: "TEXT_BLOCK", content: { en: { body: `<p>${text}</p>` }, de: { body: `<p>${text} (de)</p>` } } });
  pageId = await insertPage(db, {
    translations: { en: { slug: `company-${slugN}`, title: `Company ${slugN}` }, de: { slug: `unternehmen-${slugN}`, title: `Unternehmen ${slugN}` } },
    modules: [block("One"), block("Two")],
  });
  await db.deleteFrom("review_sections").execute();
});

const ctx = (name: Who, uiLocale: Locale = "en"): ReviewContext => ({ db, editor: who[name], uiLocale, site: "main", mail: MAIL });

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

const pageAction = (name: Who, fields: Record<string, string>, locale: Locale = "en") =>
  runPageAction(form(fields), { db, editor: who[name], pageId, locale, site: "main", log: logger });

const draft = async () => db.selectFrom("page_revisions").select(["id", "version"]).where("page_id", "=", pageId).where("status", "=", "draft").executeTakeFirst();
const draftVersion = async () => (await draft())?.version ?? null;
/** The published revision (insertPage publishes the page once); a publish makes the draft it. */
const publishedId = async () =>
  (await db.selectFrom("page_revisions").select("id").where("page_id", "=", pageId).where("status", "=", "published").executeTakeFirst())?.id ?? null;
const moduleIds = async () => {
  const d = await draft();
  return (await db.selectFrom("page_modules").select("id").where("revision_id", "=", d!.id).orderBy("position").execute()).map((r) => r.id);
};
/** The author edits: opens the draft and moves the first module down (a real page-builder action). */
async function edit(name: Who) {
  await pageAction(name, { _action: "editPage" });
  const [first] = await moduleIds();
  return pageAction(name, { _action: "moveDown", moduleId: first, version: String(await draftVersion()) });
}
const mails = async () =>
  (await db.selectFrom("mail_outbox").select(["recipients", "subject", "text_body"]).where("kind", "=", "review").orderBy("id").execute()).map((m) => ({
    to: (typeof m.recipients === "string" ? JSON.parse(m.recipients) : m.recipients).to[0] as string,
    subject: m.subject,
    text: m.text_body,
  }));
const auditActions = async () => (await db.selectFrom("audit_log").select("action").orderBy("id").execute()).map((r) => r.action);
const refusals = async () => (await db.selectFrom("audit_log").select("detail").where("action", "=", "refused").orderBy("id").execute()).map((r) => r.detail);

/** The state of everything a step could change: to compare before and after a refused one. */
async function snapshot() {
  const review = await activePageReview(db, pageId);
  return {
    review,
    events: review ? (await reviewThread(db, review.id)).length : 0,
    mails: (await mails()).length,
    draft: await draftVersion(),
    published: await publishedId(),
    schedules: (await db.selectFrom("publish_schedules").select("id").where("page_id", "=", pageId).execute()).length,
  };
}

/** A page-builder step refused by a review rule: the action's 403 status page and its text. */
async function refusedPage(step: Promise<unknown>): Promise<{ status: number; says: string }> {
  try {
    await step;
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, says: /<p role="alert">([^<]*)<\/p>/.exec(await thrown.text())?.[1] ?? "" };
    throw thrown;
  }
  throw new Error("not refused");
}

/** A review step refused by the gate or a rule: the inbox's 403 (its error boundary's data) and the reason. */
async function refusedWith(step: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await step;
  } catch (thrown) {
    if (thrown && typeof thrown === "object" && "init" in thrown && "data" in thrown) {
      const { init, data } = thrown as { init: ResponseInit | null; data: RefusalData };
      return { status: init?.status ?? 200, message: data.refusal.message };
    }
    throw thrown;
  }
  throw new Error("not refused");
}

describe("review before publish: a page", () => {
  it("goes from submission through changes requested on a module and a second round to approved and published, in one thread", async () => {
    await db.deleteFrom("mail_outbox").execute();
    expect((await edit("author")).kind).toBe("done");
    const reviewId = await submitPageForReview(ctx("author"), { pageId, locale: "en", message: "Ready for the launch" });
    expect((await findReview(db, reviewId))?.state).toBe("open");

    // The reviewers (every account that may publish here, not the author) hear of it.
    const submitted = await mails();
    expect(submitted.map((m) => m.to).sort()).toEqual(["admin@example.com", "publisher@example.com"]);
    expect(submitted[0].subject).toBe(`Review requested: Company ${slugN}`);
    expect(submitted[0].text).toContain("> Ready for the launch");
    expect(submitted[0].text).toContain(`https://www.vireo.example/company-${slugN}?draft=true`);

    // What the page builder shows each account, and the toolbar's inbox count.
    const onPage = { pageId, pagePath: `/company-${slugN}`, locale: "en" as const };
    expect(await pageReviewInfo(db, who.author, onPage)).toMatchObject({ id: reviewId, state: "open", mine: true, locked: true, maySubmit: false, required: false });
    expect(await pageReviewInfo(db, who.publisher, onPage)).toMatchObject({ id: reviewId, mine: false, locked: false });
    expect(await inboxCount(db, who.publisher)).toBe(1);
    expect(await inboxCount(db, who.author)).toBe(0);

    // Read-only for its author while open; a reviewer may edit.
    const before = await draftVersion();
    expect(await refusedPage(edit("author"))).toEqual({ status: 403, says: "This draft is in review and read-only for you." });
    expect(await draftVersion()).toBe(before);
    expect((await edit("publisher")).kind).toBe("done");

    // Request changes with a comment on one module: the author is told, with the text and a link to the module.
    const [, second] = await moduleIds();
    await requestChanges(ctx("publisher"), { reviewId, message: "The claim needs a source.", moduleId: second });
    expect((await findReview(db, reviewId))?.state).toBe("changesRequested");
    const toAuthor = (await mails()).filter((m) => m.to === "author@example.com");
    expect(toAuthor).toHaveLength(1);
    expect(toAuthor[0].subject).toBe(`Changes requested: Company ${slugN}`);
    expect(toAuthor[0].text).toContain("> The claim needs a source.");
    expect(toAuthor[0].text).toContain(`?draft=true&show_modal=true&module_id=${second}`);

    // The comment shows beside its module in the author's draft; the draft is the author's again.
    expect(await pageReviewInfo(db, who.author, onPage)).toMatchObject({
      state: "changesRequested",
      locked: false,
      maySubmit: true,
      comments: [{ moduleId: second, actor: "publisher", message: "The claim needs a source." }],
    });
    expect(await inboxCount(db, who.author)).toBe(1);
    expect(await inboxCount(db, who.publisher)).toBe(0);

    // The author answers, edits and submits again: the same review, the same thread.
    await commentOnReview(ctx("author"), { reviewId, message: "Source added.", moduleId: second });
    expect((await edit("author")).kind).toBe("done");
    expect(await submitPageForReview(ctx("author"), { pageId, locale: "en" })).toBe(reviewId);

    const { id: draftId, version } = (await draft())!;
    expect(await approveReview(ctx("publisher"), { reviewId, version })).toBe("published");
    expect(await publishedId()).toBe(draftId);
    expect((await findReview(db, reviewId))?.state).toBe("published");
    expect((await mails()).filter((m) => m.to === "author@example.com").map((m) => m.subject)).toEqual([`Changes requested: Company ${slugN}`, `Approved: Company ${slugN}`]);

    const thread = await reviewThread(db, reviewId);
    expect(thread.map((e) => [e.kind, e.actor])).toEqual([
      ["submitted", "author"],
      ["changesRequested", "publisher"],
      ["answer", "author"],
      ["resubmitted", "author"],
      ["approved", "publisher"],
      ["published", "publisher"],
    ]);
    expect(thread[1]).toMatchObject({ message: "The claim needs a source.", moduleId: second });
    expect(await auditActions()).toEqual(expect.arrayContaining(["review.submit", "review.requestChanges", "review.comment", "review.approve"]));
  });

  it("lets the author withdraw, after which the draft is theirs to edit", async () => {
    await edit("author");
    const reviewId = await submitPageForReview(ctx("author"), { pageId, locale: "en" });
    await withdrawReview(ctx("author"), reviewId);
    expect((await findReview(db, reviewId))?.state).toBe("withdrawn");
    expect((await edit("author")).kind).toBe("done");
    // A new submission is a new review; the withdrawn one stays as the record.
    expect(await submitPageForReview(ctx("author"), { pageId, locale: "en" })).not.toBe(reviewId);
  });

  it("voids an approval when the draft is edited before the scheduled publication, and says when", async () => {
    const published = await publishedId();
    await edit("author");
    const reviewId = await submitPageForReview(ctx("author"), { pageId, locale: "en" });
    const version = (await draftVersion())!;
    const at = new Date(Date.now() + 86_400_000);
    expect(await approveReview(ctx("publisher"), { reviewId, version, publishAt: { at, timeZone: "Europe/Zurich" } })).toBe("scheduled");
    expect((await findReview(db, reviewId))).toMatchObject({ state: "approved", approvedVersion: version });
    expect((await snapshot()).schedules).toBe(1);

    expect((await edit("publisher")).kind).toBe("done");
    const review = await findReview(db, reviewId);
    expect(review).toMatchObject({ state: "open", approvedVersion: null, publishAt: null });
    expect((await snapshot()).schedules).toBe(0); // the approved publication no longer goes out
    const voided = (await reviewThread(db, reviewId)).at(-1)!;
    expect(voided).toMatchObject({ kind: "approvalVoided", actor: "publisher" });
    expect(Date.now() - new Date(voided.at).getTime()).toBeLessThan(60_000);
    expect(await publishedId()).toBe(published);

    // An approval of a draft the reviewer did not read is refused too.
    await expect(approveReview(ctx("publisher"), { reviewId, version })).rejects.toEqual(new ReviewConflict("stale"));
  });
});

describe("every step forged by an account that may not take it", () => {
  it("is refused (403, audited) and changes nothing", async () => {
    await edit("author");
    const reviewId = await submitPageForReview(ctx("author"), { pageId, locale: "en" });
    const version = String(await draftVersion());
    const before = await snapshot();
    const refusedBefore = (await refusals()).length;

    const steps: [string, () => Promise<unknown>][] = [
      ["author approves", () => approveReview(ctx("author"), { reviewId, version: Number(version) })],
      ["translator approves", () => approveReview(ctx("translator", "de"), { reviewId, version: Number(version) })],
      ["author requests changes", () => requestChanges(ctx("author"), { reviewId, message: "x" })],
      ["agency comments outside its section", () => commentOnReview(ctx("agency"), { reviewId, message: "x" })],
      ["publisher withdraws someone else's submission", () => withdrawReview(ctx("publisher"), reviewId)],
      ["translator submits the English source", () => submitPageForReview(ctx("translator"), { pageId, locale: "en" })],
      ["agency submits outside its section", () => submitPageForReview(ctx("agency"), { pageId, locale: "en" })],
      ["a German publisher approves an English submission", () => approveReview(ctx("dePublisher"), { reviewId, version: Number(version) })],
    ];
    for (const [name, step] of steps) {
      expect((await refusedWith(step())).status, name).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
    const refused = (await refusals()).slice(refusedBefore);
    expect(refused).toHaveLength(steps.length);
    expect(refused).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ right: "review.decide", reason: "role" }),
        expect.objectContaining({ right: "review.submit", reason: "notSubmitter" }),
        expect.objectContaining({ right: "review.submit", reason: "englishSource" }),
        expect.objectContaining({ right: "review.submit", reason: "section" }),
        expect.objectContaining({ right: "review.decide", reason: "locale" }),
      ]),
    );
  });

  it("names the refusal in German", async () => {
    await edit("author");
    const reviewId = await submitPageForReview(ctx("author"), { pageId, locale: "en" });
    const refused = await refusedWith(approveReview(ctx("translator", "de"), { reviewId, version: 1 }));
    expect(refused.message).toBe("Ihre Rolle Übersetzer (Deutsch) darf nicht über Prüfungen entscheiden.");
    const notSubmitter = await refusedWith(withdrawReview(ctx("publisher", "de"), reviewId));
    expect(notSubmitter.message).toBe("Nur wer diesen Entwurf eingereicht hat, kann ihn zurückziehen.");
  });
});

describe("the two-person rule where a section requires review", () => {
  it("keeps everyone, Publishers included, from publishing without a review or approving their own submission", async () => {
    await setReviewRequired(db, `/company-${slugN}`, true, who.admin.id);
    const published = await publishedId();
    await edit("publisher");
    const { id: draftId, version } = (await draft())!;
    const requiredHere = { status: 403, says: "This section requires a review before publishing: submit the draft for review." };
    expect(await refusedPage(pageAction("publisher", { _action: "publishPage", version: String(version) }))).toEqual(requiredHere);
    expect(await refusedPage(pageAction("publisher", { _action: "schedulePage", action: "publish", at: "2099-01-01T09:00", timeZone: "UTC", version: String(version) }))).toEqual(requiredHere);
    expect(await publishedId()).toBe(published);

    const reviewId = await submitPageForReview(ctx("publisher"), { pageId, locale: "en" });
    const own = await refusedWith(approveReview(ctx("publisher", "de"), { reviewId, version }));
    expect(own).toEqual({ status: 403, message: "In diesem Bereich gilt das Vier-Augen-Prinzip: Sie können nicht über Ihre eigene Einreichung entscheiden." });
    expect(await publishedId()).toBe(published);
    expect((await findReview(db, reviewId))?.state).toBe("open");

    // A second person decides.
    expect(await approveReview(ctx("admin"), { reviewId, version })).toBe("published");
    expect(await publishedId()).toBe(draftId);
  });

  it("leaves sections without the rule as they were: a Publisher publishes, and an open review closes as published", async () => {
    await edit("author");
    const reviewId = await submitPageForReview(ctx("author"), { pageId, locale: "en" });
    const version = await draftVersion();
    expect(await pageAction("publisher", { _action: "publishPage", version: String(version) })).toEqual({ kind: "done", show: "published" });
    expect((await findReview(db, reviewId))?.state).toBe("published");
  });
});

describe("German notices", () => {
  it("reach a German publisher in German, with the comment and the link", async () => {
    await db.deleteFrom("mail_outbox").execute();
    await pageAction("translator", { _action: "editPage" }, "de");
    const reviewId = await submitPageForReview(ctx("translator", "de"), { pageId, locale: "de", message: "Bitte prüfen." });
    const toDe = (await mails()).filter((m) => m.to === "depublisher@example.com");
    expect(toDe).toHaveLength(1);
    expect(toDe[0].subject).toBe(`Prüfung angefragt: Unternehmen ${slugN}`);
    expect(toDe[0].text).toContain(`translator bittet Sie, den Entwurf von „Unternehmen ${slugN}“ zu prüfen.`);
    expect(toDe[0].text).toContain("> Bitte prüfen.");
    expect(toDe[0].text).toContain(`https://www.vireo.example/de/unternehmen-${slugN}?draft=true`);

    await requestChanges(ctx("dePublisher", "de"), { reviewId, message: "Der Titel fehlt." });
    const toTranslator = (await mails()).filter((m) => m.to === "translator@example.com");
    expect(toTranslator.map((m) => m.subject)).toEqual([`Änderungen angefordert: Unternehmen ${slugN}`]);
    expect(toTranslator[0].text).toContain("> Der Titel fehlt.");
  });

  it("are not sent to an account that turned them off", async () => {
    await db.deleteFrom("mail_outbox").execute();
    await db.updateTable("users").set({ review_mail: false }).where("id", "=", who.publisher.id).execute();
    try {
      await edit("author");
      await submitPageForReview(ctx("author"), { pageId, locale: "en" });
      expect((await mails()).map((m) => m.to)).toEqual(["admin@example.com"]);
    } finally {
      await db.updateTable("users").set({ review_mail: true }).where("id", "=", who.publisher.id).execute();
    }
  });
});

describe("review before publish: a content item (a press release)", () => {
  const press = { title: "Vireo opens a plant in Zug", category: "press", publishedAt: "2026-11-20T09:00", summary: "A new plant.", body: "<p>Hello</p>" };
  let n = 0;
  async function pressRelease(): Promise<number> {
    n++;
    const { id } = await saveContent(db, { kind: "news", id: null, locale: "en", values: { ...press, title: `Plant ${n}` }, revision: null, editorId: who.admin.id, publish: true });
    // The author's pending change: visitors still read the published text.
    await saveContent(db, { kind: "news", id, locale: "en", values: { ...press, title: `Plant ${n}, now open` }, revision: 1, editorId: who.author.id, publish: false });
    return id;
  }
  const item = (id: number) => loadContentItem(db, "news", id);
  /** The English title visitors read. */
  const publicTitle = async (id: number) => {
    const row = await db.selectFrom("news_articles").select("content").where("id", "=", id).executeTakeFirstOrThrow();
    return (typeof row.content === "string" ? JSON.parse(row.content) : row.content).en?.title as string | undefined;
  };

  it("goes from submission through a voided approval to approved and published, each step asked through the gate", async () => {
    await db.deleteFrom("mail_outbox").execute();
    const id = await pressRelease();
    const reviewId = await submitContentForReview(ctx("author"), { kind: "news", itemId: id, locale: "en", message: "Embargo ends Monday." });
    const submitted = await mails();
    expect(submitted.map((m) => m.to).sort()).toEqual(["admin@example.com", "publisher@example.com"]);
    expect(submitted[0].subject).toBe(`Review requested: Plant ${n}, now open`);
    expect(submitted[0].text).toContain(`https://www.vireo.example/editor/content/news/${id}?locale=en`);
    expect(await contentLockedFor(db, who.author, { kind: "news", itemId: id, locale: "en" })).toBe(true);
    expect(await contentLockedFor(db, who.publisher, { kind: "news", itemId: id, locale: "en" })).toBe(false);

    // A content item has no modules; an agency outside "news" and an Editor may not decide.
    await expect(requestChanges(ctx("publisher"), { reviewId, message: "x", moduleId: "m1" })).rejects.toEqual(new ReviewConflict("unknownModule"));
    const revision = (await item(id))!.revision;
    expect((await refusedWith(approveReview(ctx("author"), { reviewId, version: revision }))).status).toBe(403);
    expect((await refusedWith(submitContentForReview(ctx("agency"), { kind: "news", itemId: id, locale: "en" }))).status).toBe(403);
    expect(await publicTitle(id)).toBe(`Plant ${n}`);

    // Approved for tomorrow, then edited: the approval is void and the publication cancelled.
    const at = new Date(Date.now() + 86_400_000);
    expect(await approveReview(ctx("publisher"), { reviewId, version: revision, publishAt: { at, timeZone: "Europe/Zurich" } })).toBe("scheduled");
    expect(await db.selectFrom("content_schedules").select("id").where("item_id", "=", id).where("kind", "=", "news").execute()).toHaveLength(1);
    await saveContent(db, { kind: "news", id, locale: "en", values: { ...press, title: `Plant ${n}, open now` }, revision, editorId: who.publisher.id, publish: false });
    expect(await noteContentEdited(db, "news", id, who.publisher)).toBe(true);
    expect(await findReview(db, reviewId)).toMatchObject({ state: "open", approvedVersion: null });
    expect(await db.selectFrom("content_schedules").select("id").where("item_id", "=", id).where("kind", "=", "news").execute()).toHaveLength(0);
    expect((await reviewThread(db, reviewId)).at(-1)?.kind).toBe("approvalVoided");

    expect(await approveReview(ctx("publisher"), { reviewId, version: (await item(id))!.revision })).toBe("published");
    expect((await item(id))!).toMatchObject({ hasDraft: false, published: true });
    expect(await publicTitle(id)).toBe(`Plant ${n}, open now`);
    expect(await activeContentReview(db, "news", id)).toBeNull();
    expect((await mails()).filter((m) => m.to === "author@example.com").map((m) => m.subject)).toEqual([`Approved: Plant ${n}, now open`, `Approved: Plant ${n}, open now`]);
  });

  it("refuses Approve and publish while the draft chooses an unpublished product (ADR 066): the review stays open", async () => {
    const editorId = who.author.id;
    const { id: productId } = await saveContent(db, { kind: "products", id: null, locale: "en", values: { name: `RV${n}`, displayName: `RV${n} sensor`, status: "new", productClass: "Sensor" }, revision: null, editorId, publish: false });
    const media = await db
      .insertInto("media")
      .values({ kind: "document", filename: "review.pdf", name: "Review", content_type: "application/pdf", size: 4, bytes: new Uint8Array(Buffer.from("%PDF")), alt: "{}" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const values = { title: `RV${n} datasheet`, kind: "document", document: { id: media.id }, product: { id: productId }, contentDate: "2026-12-01" };
    const { id } = await saveContent(db, { kind: "downloads", id: null, locale: "en", values, revision: null, editorId, publish: false });
    const reviewId = await submitContentForReview(ctx("author"), { kind: "downloads", itemId: id, locale: "en" });
    const version = (await loadContentItem(db, "downloads", id))!.revision;
    await expect(approveReview(ctx("publisher"), { reviewId, version })).rejects.toEqual(new ReviewConflict("unpublishedReference"));
    expect(await findReview(db, reviewId)).toMatchObject({ state: "open" });
    expect((await loadContentItem(db, "downloads", id))!.published).toBe(false);

    await saveContent(db, { kind: "products", id: productId, locale: "en", values: { name: `RV${n}`, displayName: `RV${n} sensor`, status: "new", productClass: "Sensor" }, revision: 1, editorId, publish: true });
    expect(await approveReview(ctx("publisher"), { reviewId, version })).toBe("published");
    expect((await loadContentItem(db, "downloads", id))!.published).toBe(true);
  });

  it("keeps a Publisher from approving its own press release where news require review", async () => {
    await setReviewRequired(db, "news", true, who.admin.id);
    const id = await pressRelease();
    const reviewId = await submitContentForReview(ctx("publisher"), { kind: "news", itemId: id, locale: "en" });
    const own = await refusedWith(approveReview(ctx("publisher"), { reviewId, version: (await item(id))!.revision }));
    expect(own.status).toBe(403);
    expect((await item(id))!.hasDraft).toBe(true);
    expect(await approveReview(ctx("admin"), { reviewId, version: (await item(id))!.revision })).toBe("published");
  });
});
