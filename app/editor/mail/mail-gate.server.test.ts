import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb, type Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { testContext } from "../../../tests/support/request-context";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { findForm } from "~/forms/forms.server";
import { mailNoticeFor } from "~/mail/mail-log.server";
import { enqueueMail } from "~/mail/outbox.server";
import { loadNotification, notificationAction } from "../forms/notification-route.server";
import { callAs, refusalText, refusedRights, signInAll, type Signed, type Who } from "../forms/role-accounts.test-support";
import { loadMailLog, loadMailMessage, mailMessageAction } from "./mail-route.server";

// Issue 44: the form's notification settings and Send a test (forms.edit), and the e-mail log with
// Resend (mail.read: Administrators; an account given a form's submissions for that form's
// messages). Plain form posts: errors beside the fields with the typed values kept.

let t: TestDb;
let db: Db;
let as: Signed;
let formA: number;
let formB: number;
const MAIL = { from: "web@vireo.example", publicUrl: "https://www.vireo.example" };

const FIELDS = [
  { id: "a", fieldType: "TextInput", name: "email", label: "E-mail", placeholder: "", isPlaceholderVisible: false, helpBlockText: "", isHelpBlockVisible: false, isRequired: false, isUnique: false, isConditional: false, conditionalName: "", conditionalValue: "" },
  { id: "b", fieldType: "TextInput", name: "name", label: "Name", placeholder: "", isPlaceholderVisible: false, helpBlockText: "", isHelpBlockVisible: false, isRequired: false, isUnique: false, isConditional: false, conditionalName: "", conditionalValue: "" },
];

async function addForm(title: string): Promise<number> {
  const row = await db.insertInto("forms").values({ title, content: JSON.stringify(FIELDS), additional_buttons: "[]" }).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

async function queueFailed(formId: number, subject: string): Promise<string> {
  const { id } = await db.transaction().execute((trx) => enqueueMail(trx, { kind: "form", formId, to: ["sales@vireo.example"], subject, text: "Body" }, MAIL));
  await db.updateTable("mail_outbox").set({ status: "failed", attempts: 6, last_error: "550 5.1.1 mailbox unknown" }).where("id", "=", id).execute();
  return id;
}

const notification = (who: Who, id: number, de = false) => callAs(testContext, as[who].cookie, loadNotification, `/editor/forms/${id}/notification`, { params: { id: String(id) }, de });
const postNotification = (who: Who, id: number, body: Record<string, string>) => callAs(testContext, as[who].cookie, notificationAction, `/editor/forms/${id}/notification`, { body, params: { id: String(id) } });
const log = (who: Who, query = "") => callAs(testContext, as[who].cookie, loadMailLog, `/editor/mail${query}`);
const message = (who: Who, id: string) => callAs(testContext, as[who].cookie, loadMailMessage, `/editor/mail/${id}`, { params: { mailId: id } });
const resend = (who: Who, id: string) => callAs(testContext, as[who].cookie, mailMessageAction, `/editor/mail/${id}`, { body: { _action: "resend" }, params: { mailId: id } });
const subjects = (outcome: { data?: Record<string, unknown> }) => (outcome.data?.rows as { subject: string }[]).map((r) => r.subject);

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
  await migrateToLatest(db);
  setDb(db);
  as = await signInAll(db, testContext, "10.44.2.1");
  formA = await addForm("Alpha");
  formB = await addForm("Beta");
  // The author (role Editor) was given form A's submissions: it reads form A's messages too.
  await db.insertInto("form_submission_readers").values({ form_id: formA, user_id: as.author.id }).execute();
}, 120_000);
afterAll(() => t.destroy());

describe("a form's e-mail notification", () => {
  it("is for the accounts that may edit forms", async () => {
    for (const who of ["admin", "publisher"] as const) expect((await notification(who, formA)).status).toBe(200);
    const refused = await notification("author", formA, true);
    expect(refused.status).toBe(403);
    expect(refusalText(refused)).toBe("Ihre Rolle Redakteur (alle Sprachen) darf nicht Formulare bearbeiten.");
    expect((await postNotification("translator", formA, { _action: "save", enabled: "on", to: "x@vireo.example" })).status).toBe(403);
    expect((await postNotification("agency", formA, { _action: "test" })).status).toBe(403);
    expect((await findForm(db, formA))?.notification.enabled).toBe(false);
    expect(await db.selectFrom("mail_outbox").select("id").execute()).toEqual([]);
  });

  it("refuses bad addresses and a reply-to that is not an e-mail field beside the fields, keeping what was typed", async () => {
    const bad = await postNotification("admin", formA, { _action: "save", enabled: "on", to: "sales@vireo.example, not an address", cc: "boss@vireo.example\r\nBcc: x@evil.example", subject: "Lead {{name}}" });
    expect(bad.status).toBe(400);
    const result = bad.data?.result as { error: Record<string, string[]>; initialValue: Record<string, string> };
    expect(result.error.to).toEqual(["mailSettings.errors.address"]);
    expect(result.error.cc).toEqual(["mailSettings.errors.address"]);
    expect(result.initialValue).toMatchObject({ to: "sales@vireo.example, not an address", subject: "Lead {{name}}" });
    const empty = await postNotification("admin", formA, { _action: "save", enabled: "on", to: "" });
    expect((empty.data?.result as { error: Record<string, string[]> }).error.to).toEqual(["mailSettings.errors.toRequired"]);
    const notEmail = await postNotification("admin", formA, { _action: "save", enabled: "on", to: "sales@vireo.example", replyToField: "name" });
    expect(notEmail.status).toBe(400);
    expect((notEmail.data?.result as { error: Record<string, string[]> }).error.replyToField).toEqual(["mailSettings.errors.notEmailField"]);
    expect((await findForm(db, formA))?.notification.enabled).toBe(false);
  });

  it("saves the settings, and Send a test queues a sample to the signed-in editor only", async () => {
    const saved = await postNotification("publisher", formA, { _action: "save", enabled: "on", to: "sales@vireo.example\nleads@vireo.example", bcc: "archive@vireo.example", replyToField: "email", subject: "Lead from {{name}}" });
    expect(saved.status).toBe(303);
    expect((await findForm(db, formA))?.notification).toEqual({ enabled: true, to: ["sales@vireo.example", "leads@vireo.example"], cc: [], bcc: ["archive@vireo.example"], replyToField: "email", subject: "Lead from {{name}}", confirmation: false });
    const loaded = await notification("publisher", formA);
    expect(loaded.data).toMatchObject({ placeholders: ["email", "name", "form"], emailFields: [{ name: "email", label: "E-mail" }], editorEmail: "publisher@example.com" });
    const test = await postNotification("publisher", formA, { _action: "test" });
    expect(test.status).toBe(303);
    const location = test.headers?.get("Location") ?? "";
    const mailId = /mail=(\d+)/.exec(location)?.[1];
    expect(location).toMatch(new RegExp(`^/editor/forms/${formA}/notification\\?done=test&mail=\\d+$`));
    const row = await db.selectFrom("mail_outbox").selectAll().where("id", "=", mailId!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: "formTest", form_id: formA, reply_to: "visitor@example.com", status: "queued" });
    expect(row.recipients).toEqual({ to: ["publisher@example.com"], cc: [], bcc: [] });
    expect(row.subject).toBe("[Test] Lead from ‹Name›");
    expect(await db.selectFrom("audit_log").select("action").where("action", "=", "form.notification").execute()).toHaveLength(1);
  });
});

describe("the e-mail log", () => {
  it("is for Administrators, and for an account given a form's submissions, that form's messages only", async () => {
    const a = await queueFailed(formA, "Alpha lead");
    const b = await queueFailed(formB, "Beta lead");
    expect(subjects(await log("admin"))).toEqual(expect.arrayContaining(["Alpha lead", "Beta lead"]));
    expect(subjects(await log("author"))).not.toContain("Beta lead");
    expect(subjects(await log("author"))).toContain("Alpha lead");
    expect((await message("author", b)).status).toBe(404);
    expect((await message("author", a)).status).toBe(200);
    for (const who of ["publisher", "translator", "agency"] as const) expect((await log(who)).status).toBe(403);
    expect((await resend("publisher", a)).status).toBe(403);
    expect(await refusedRights(db)).toContainEqual(expect.objectContaining({ right: "mail.read", reason: "role" }));
  });

  it("filters by status and form, and shows a failed message's last answer", async () => {
    const failed = await log("admin", `?status=failed&form=${formB}`);
    expect(subjects(failed)).toEqual(["Beta lead"]);
    expect((failed.data?.rows as { lastError: string; attempts: number }[])[0]).toMatchObject({ lastError: "550 5.1.1 mailbox unknown", attempts: 6 });
    expect(subjects(await log("admin", "?status=delivered"))).toEqual([]);
  });

  it("shows a failed message in the toolbar until someone opens it; Resend queues a copy with a new Message-ID", async () => {
    await db.updateTable("mail_outbox").set({ seen_at: new Date() }).execute();
    const id = await queueFailed(formA, "Gamma lead");
    expect(await mailNoticeFor(db, { id: as.admin.id, mayReadAll: true })).toEqual({ log: true, failed: 1 });
    expect(await mailNoticeFor(db, { id: as.author.id, mayReadAll: false })).toEqual({ log: true, failed: 1 });
    expect(await mailNoticeFor(db, { id: as.publisher.id, mayReadAll: false })).toEqual({ log: false, failed: 0 });
    const opened = await message("author", id);
    expect(opened.data?.message).toMatchObject({ subject: "Gamma lead", status: "failed", lastError: "550 5.1.1 mailbox unknown", recipients: { to: ["sales@vireo.example"], cc: [], bcc: [] } });
    expect(await mailNoticeFor(db, { id: as.admin.id, mayReadAll: true })).toEqual({ log: true, failed: 0 });

    const resent = await resend("author", id);
    expect(resent.status).toBe(303);
    const copyId = /^\/editor\/mail\/(\d+)\?done=resent$/.exec(resent.headers?.get("Location") ?? "")?.[1];
    expect(copyId).toBeDefined();
    const [original, copy] = await Promise.all([id, copyId!].map((x) => db.selectFrom("mail_outbox").selectAll().where("id", "=", x).executeTakeFirstOrThrow()));
    expect(original.status).toBe("failed");
    expect(copy).toMatchObject({ status: "queued", attempts: 0, subject: "Gamma lead", form_id: formA, text_body: "Body" });
    expect(copy.message_id).not.toBe(original.message_id);
    expect(await db.selectFrom("audit_log").select("action").where("action", "=", "mail.resend").execute()).toHaveLength(1);
  });
});
