import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb, type Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { insertPage } from "../../../db/seed/insert-page";
import { testContext } from "../../../tests/support/request-context";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { ensureDraft } from "~/cms/revisions.server";
import { action, loader } from "~/routes/editor.inbox";
import { action as contentAction } from "~/routes/editor.content.$kind.$id";
import { saveContent } from "../content/content-items.server";
import { callAs, refusalText, signInAll, type Signed } from "../forms/role-accounts.test-support";
import type { InboxData } from "./inbox-route.server";
import { activePageReview, reviewThread } from "./reviews.server";

// Issue 45: /editor/inbox over the real route (loader and action, as plain form posts would reach
// it without JavaScript): what each account sees, the steps, a forged step refused with the German
// message and nothing changed, the notices switch and the required sections.

let t: TestDb;
let db: Db;
let signed: Signed;
let pageId: number;

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
  await migrateToLatest(db);
  setDb(db);
  const block = (text: string) => ({ type: "TEXT_BLOCK", content: { en: { body: `<p>${text}</p>` } } });
  pageId = await insertPage(db, { translations: { en: { slug: "investors", title: "Investors" }, de: { slug: "investoren", title: "Investoren" } }, modules: [block("One"), block("Two")] });
  signed = await signInAll(db, testContext, "10.45.0.1");
}, 120_000);
afterAll(() => t.destroy());

const inbox = async (who: keyof Signed, de = false) => (await callAs(testContext, signed[who].cookie, loader, "/editor/inbox", { de })).data as unknown as InboxData;
const post = (who: keyof Signed, body: Record<string, string>, de = false) => callAs(testContext, signed[who].cookie, action, "/editor/inbox", { body, de });

describe("the inbox", () => {
  it("takes an author's draft through submission, changes requested on a module, and shows each account its part", async () => {
    await ensureDraft(db, pageId, signed.author.id);
    const mine = await inbox("author");
    expect(mine.drafts.map((d) => d.title)).toEqual(["Investors"]);

    const submitted = await post("author", { _action: "submit", pageId: String(pageId), locale: "en", message: "Please check the figures." });
    expect(submitted.status).toBe(303);
    expect(submitted.headers?.get("Location")).toBe("/editor/inbox?done=submitted");
    const review = (await activePageReview(db, pageId))!;
    expect(review.state).toBe("open");

    const publisher = await inbox("publisher");
    expect(publisher.toReview.map((r) => r.title)).toEqual(["Investors"]);
    const card = publisher.toReview[0];
    expect(card.modules).toHaveLength(2);
    expect((await inbox("author")).mine.map((r) => [r.title, r.state])).toEqual([["Investors", "open"]]);
    expect((await inbox("agency")).toReview).toEqual([]);

    // A forged approval by the author: refused in German, audited, nothing changed.
    const forged = await post("author", { _action: "approve", reviewId: String(review.id), version: String(card.draftVersion) }, true);
    expect(forged.status).toBe(403);
    expect(refusalText(forged)).toBe("Ihre Rolle Redakteur (alle Sprachen) darf nicht über Prüfungen entscheiden.");
    expect((await activePageReview(db, pageId))?.state).toBe("open");
    expect(await reviewThread(db, review.id)).toHaveLength(1);

    const moduleId = card.modules[1].id;
    const changes = await post("publisher", { _action: "requestChanges", reviewId: String(review.id), message: "Cite the annual report.", moduleId });
    expect(changes.headers?.get("Location")).toBe("/editor/inbox?done=changesRequested");
    const author = await inbox("author");
    expect(author.changesRequested.map((r) => r.title)).toEqual(["Investors"]);
    expect(author.changesRequested[0].thread.at(-1)).toMatchObject({ kind: "changesRequested", message: "Cite the annual report.", moduleId, actor: "publisher" });

    // An empty comment comes back as a message, nothing stored.
    const empty = await post("publisher", { _action: "comment", reviewId: String(review.id), message: "  " });
    expect(empty.headers?.get("Location")).toBe("/editor/inbox?error=emptyMessage");
    expect(await reviewThread(db, review.id)).toHaveLength(2);
  });

  it("lets every account turn its review e-mails off, and only Administrators choose the sections requiring review", async () => {
    expect((await post("author", { _action: "notices" })).status).toBe(303);
    expect((await db.selectFrom("users").select("review_mail").where("id", "=", signed.author.id).executeTakeFirstOrThrow()).review_mail).toBe(false);
    expect((await inbox("author")).reviewMail).toBe(false);

    const refused = await post("publisher", { _action: "requireSection", section: "/investors" }, true);
    expect(refused.status).toBe(403);
    expect(await db.selectFrom("review_sections").selectAll().execute()).toEqual([]);
    expect((await inbox("publisher")).sections).toBeNull();

    expect((await post("admin", { _action: "requireSection", section: "/investors/" })).headers?.get("Location")).toBe("/editor/inbox?done=sections");
    expect((await post("admin", { _action: "requireSection", section: "news" })).status).toBe(303);
    expect((await post("admin", { _action: "requireSection", section: "javascript:alert(1)" })).headers?.get("Location")).toBe("/editor/inbox?error=notFound");
    expect((await inbox("admin")).sections).toEqual(["/investors", "news"]);
  });

  it("brings the page builder's Withdraw back to the draft", async () => {
    const review = (await activePageReview(db, pageId))!;
    const withdrawn = await post("author", { _action: "withdraw", reviewId: String(review.id), returnTo: "/investors?draft=true" });
    expect(withdrawn.headers?.get("Location")).toBe("/investors?draft=true");
    expect(await activePageReview(db, pageId)).toBeNull();
    const offSite = await post("author", { _action: "submit", pageId: String(pageId), locale: "en", returnTo: "https://evil.example/" });
    expect(offSite.headers?.get("Location")).toBe("/editor/inbox?done=submitted");
  });

  it("answers the rights matrix's bodies after the gate without opening a review", async () => {
    const tooLong = await post("author", { _action: "submit", pageId: String(pageId), locale: "en", message: "x".repeat(4001) });
    expect(tooLong.headers?.get("Location")).toBe("/editor/inbox?error=tooLong");
    const refused = await post("translator", { _action: "submit", pageId: String(pageId), locale: "en", message: "x".repeat(4001) });
    expect(refused.status).toBe(403);
    for (const name of ["withdraw", "comment", "requestChanges", "approve"]) {
      expect((await post("translator", { _action: name, reviewId: "99999999", version: "0", message: "Matrix" })).headers?.get("Location"), name).toBe("/editor/inbox?error=notFound");
    }
    expect((await post("admin", { _action: "requireSection", section: "not a section" })).headers?.get("Location")).toBe("/editor/inbox?error=notFound");
  });

  it("takes a press release to review from the content admin, lists it for the reviewers, and keeps it read-only for its author", async () => {
    const press = { title: "Results 2026", category: "press", publishedAt: "2026-11-20T09:00", summary: "Figures.", body: "<p>Figures</p>" };
    const { id } = await saveContent(db, { kind: "news", id: null, locale: "en", values: press, revision: null, editorId: signed.admin.id, publish: true });
    await saveContent(db, { kind: "news", id, locale: "en", values: { ...press, title: "Results 2026 (final)" }, revision: 1, editorId: signed.author.id, publish: false });
    const back = `/editor/content/news/${id}?locale=en`;
    const submitted = await post("author", { _action: "submit", kind: "news", itemId: String(id), locale: "en", returnTo: back });
    expect(submitted.headers?.get("Location")).toBe(back);
    const card = (await inbox("publisher")).toReview.find((r) => r.title === "Results 2026 (final)");
    expect(card).toMatchObject({ href: back, modules: [], draftVersion: 2, mayDecide: true });

    const save = await callAs(testContext, signed.author.cookie, contentAction, back, {
      params: { kind: "news", id: String(id) },
      body: { intent: "save", revision: "2", "data.title": "Sneaky", "data.category": "press", "data.publishedAt": "2026-11-20T09:00", "data.summary": "x", "data.body": "<p>x</p>" },
      de: true,
    });
    expect(save.status).toBe(403);
    expect(refusalText(save)).toBe("Dieser Entwurf ist in Prüfung und für Sie schreibgeschützt.");
    const row = await db.selectFrom("news_articles").select("revision").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.revision).toBe(2);
  });

  it("is titled in German for a German browser", async () => {
    expect((await inbox("author", true)).documentTitle).toMatch(/^Posteingang \| /);
  });
});
