import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../../db";
import { createEditorTestDb, type EditorTestDb } from "../../tests/support/test-db";
import { readMail } from "../../tests/support/mail-text";
import { startSmtpSink, type Received, type SmtpSink } from "../../tests/support/smtp-sink";
import { createCaptchaQuestion } from "~/forms/captcha.server";
import type { FieldDefinition } from "~/forms/form-definition";
import { createForm, findForm, saveNotificationSettings } from "~/forms/forms.server";
import { NOTIFICATION_OFF, parseNotificationSettings, type NotificationSettings } from "~/forms/notification-schema";
import { submitForm } from "~/forms/submit-form.server";
import { logger } from "~/lib/logger.server";
import { enqueueFormMails, MAX_MESSAGE_BYTES, notificationMessage, sampleValues, testMessage } from "./form-notification.server";
import { startMailWorker, type MailWorker } from "./mail-worker.server";
import type { ClaimedMail, MailOutcome } from "./outbox.server";

// Issue 44 §2: a visitor's submission with the form's notification on is queued in the
// transaction that stores it and delivered through a real SMTP server on a loopback port, with
// the labels, answers, Reply-To and subject placeholders right in the visitor's locale.

let testDb: EditorTestDb;
let db: Db;
let smtp: SmtpSink;
let worker: MailWorker;
let formId = 0;
const MAIL = { from: "Vireo Web <web@vireo.example>", publicUrl: "https://www.vireo.example" };
const waiting = new Map<string, (o: MailOutcome) => void>();

const field = (over: Partial<FieldDefinition> & Pick<FieldDefinition, "id" | "fieldType" | "name">): FieldDefinition => ({
  label: "",
  placeholder: "",
  isPlaceholderVisible: false,
  helpBlockText: "",
  isHelpBlockVisible: false,
  isRequired: false,
  isUnique: false,
  isConditional: false,
  conditionalName: "",
  conditionalValue: "",
  ...over,
});

const FIELDS: FieldDefinition[] = [
  field({ id: "f0", fieldType: "Title", name: "", label: "Kontakt" }),
  field({ id: "f1", fieldType: "TextInput", name: "name", label: "Ihr Name", isRequired: true }),
  field({ id: "f2", fieldType: "TextInput", name: "email", label: "E-Mail-Adresse", isRequired: true }),
  field({ id: "f3", fieldType: "SelectList", name: "topic", label: "Thema", options: [{ optionLabel: "CO₂-Sensoren", optionValue: "co2" }, { optionLabel: "Durchfluss", optionValue: "flow" }] }),
  field({ id: "f4", fieldType: "Checkbox", name: "interests", label: "Interessen", options: [{ optionLabel: "Preise", optionValue: "prices" }, { optionLabel: "Muster", optionValue: "samples" }] }),
  field({ id: "f5", fieldType: "LongTextInput", name: "message", label: "Nachricht" }),
  field({ id: "f6", fieldType: "TextInput", name: "company", label: "Firma" }),
];

const SETTINGS: NotificationSettings = {
  enabled: true,
  to: ["sales@vireo.example", "leads@vireo.example"],
  cc: ["boss@vireo.example"],
  bcc: ["archive@vireo.example"],
  replyToField: "email",
  subject: "Anfrage von {{name}} ({{ topic }}) – {{form}}",
  confirmation: false,
};

let ip = 0;
function submit(raw: Record<string, unknown>, locale = "de", pagePath = "/de/kontakt") {
  const q = createCaptchaQuestion();
  return submitForm(db, { formId, raw: { ...raw, captcha_token: q.token, captcha_answer: String(q.a + q.b) }, locale, pagePath, clientIp: `10.9.0.${++ip}`, log: logger, mail: MAIL }, "/danke");
}

/** The message the sink accepted for an outbox row, once the worker reports it delivered. */
async function delivered(rowId: string): Promise<Received> {
  const row = await db.selectFrom("mail_outbox").select(["status", "message_id"]).where("id", "=", rowId).executeTakeFirstOrThrow();
  if (row.status !== "delivered") {
    const outcome = await new Promise<MailOutcome>((done) => {
      waiting.set(rowId, done);
      worker.wake();
    });
    expect(outcome.status).toBe("delivered");
  }
  const received = smtp.received.find((r) => r.messageId === row.message_id);
  expect(received).toBeDefined();
  return received!;
}

const header = (received: Received, name: string) => received.headers.find((h) => h.name === name)?.value;
/** The decoded subject and text (nodemailer sends encoded words, quoted-printable or base64 for non-ASCII). */
const bodyOf = async (received: Received) => readMail(received.raw);
const rowsOf = (submissionId: string) => db.selectFrom("mail_outbox").selectAll().where("submission_id", "=", submissionId).orderBy("id").execute();

beforeAll(async () => {
  testDb = await createEditorTestDb();
  db = testDb.db;
  formId = await createForm(db, { title: "Kontakt Vertrieb", content: FIELDS, destination: "sales@vireo.example", actionUrl: "", successUrl: "", additionalButtons: [] });
  await saveNotificationSettings(db, formId, SETTINGS);
  smtp = await startSmtpSink();
  worker = startMailWorker(db, {
    smtpUrl: smtp.url,
    from: MAIL.from,
    pollMs: 60_000,
    timeoutMs: 5000,
    onOutcome(row: ClaimedMail, outcome: MailOutcome) {
      waiting.get(row.id)?.(outcome);
      waiting.delete(row.id);
    },
  });
}, 180_000);

beforeEach(() => {
  vi.spyOn(logger, "warn").mockImplementation(() => logger);
});

afterEach(() => vi.restoreAllMocks());

afterAll(async () => {
  await worker?.stop();
  await smtp?.close();
  await testDb?.destroy();
});

describe("form notifications", () => {
  it("stores the settings with the form and reads them back", async () => {
    expect((await findForm(db, formId))?.notification).toEqual(SETTINGS);
    expect(parseNotificationSettings("{not json")).toEqual(NOTIFICATION_OFF);
    expect(parseNotificationSettings({ enabled: true, to: ["ok@vireo.example", "bad\r\nBcc: x@evil.example"] }).to).toEqual(["ok@vireo.example"]);
  });

  it("queues the notification with the submission and delivers it in German: labels, answers in form order, reply-to, subject placeholders, page and link", async () => {
    const result = await submit({ name: "Anna Müller", email: "anna@kunde.example", topic: "co2", interests: ["prices", "samples"], message: "Bitte ein Angebot.\nDanke!" });
    expect(result.message).toBe("success");
    const submissionId = (result as { submissionId: string }).submissionId;
    const [row] = await rowsOf(submissionId);
    expect(row).toMatchObject({ kind: "form", form_id: formId, reply_to: "anna@kunde.example" });
    const received = await delivered(String(row.id));
    expect(received.rcptTo).toEqual(["sales@vireo.example", "leads@vireo.example", "boss@vireo.example", "archive@vireo.example"]);
    expect(header(received, "bcc")).toBeUndefined();
    expect(header(received, "reply-to")).toBe("anna@kunde.example");
    const text = await bodyOf(received);
    expect(text.subject).toBe("Anfrage von Anna Müller (co2) – Kontakt Vertrieb");
    const body = text.text;
    expect(body).toContain("Ein Besucher hat das Formular „Kontakt Vertrieb“ gesendet:");
    // Every answered field with its label, in the form's order; option labels, not values; the unanswered "Firma" left out.
    const order = ["Ihr Name:\n  Anna Müller", "E-Mail-Adresse:\n  anna@kunde.example", "Thema:\n  CO₂-Sensoren", "Interessen:\n  Preise, Muster", "Nachricht:\n  Bitte ein Angebot.\n  Danke!"];
    const at = order.map((part) => body.indexOf(part));
    expect(at.every((i) => i >= 0), body).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(body).not.toContain("Firma");
    expect(body).toContain("Gesendet von: https://www.vireo.example/de/kontakt");
    expect(body).toContain("Sprache: Deutsch");
    expect(body).toContain(`Im Editor: https://www.vireo.example/editor/forms/${formId}/submissions#submission-${submissionId}`);
    expect(body).toContain("Eine Antwort auf diese E-Mail geht an den Besucher.");
  });

  it("delivers it in English for a visitor on the English page, with the default subject when none is set", async () => {
    await saveNotificationSettings(db, formId, { ...SETTINGS, subject: "" });
    try {
      const result = await submit({ name: "Ann Smith", email: "ann@customer.example", topic: "flow" }, "en", "/contact");
      const [row] = await rowsOf((result as { submissionId: string }).submissionId);
      const parsed = await bodyOf(await delivered(String(row.id)));
      expect(parsed.subject).toBe("New submission: Kontakt Vertrieb");
      expect(parsed.text).toContain("A visitor sent the form “Kontakt Vertrieb”:");
      expect(parsed.text).toContain("Thema:\n  Durchfluss");
      expect(parsed.text).toContain("Sent from: https://www.vireo.example/contact");
      expect(parsed.text).toContain("Language: English");
      expect(parsed.text).toContain("In the editor: https://www.vireo.example/editor/forms/");
    } finally {
      await saveNotificationSettings(db, formId, SETTINGS);
    }
  });

  it("never lets an answer add a header or a recipient: CR/LF in the subject's placeholders, a reply-to carrying a Bcc", async () => {
    const result = await submit({ name: "Eve\r\nBcc: victim@evil.example\r\nX-Injected: 1", email: "eve@evil.example", topic: "co2" }, "en");
    const [row] = await rowsOf((result as { submissionId: string }).submissionId);
    const received = await delivered(String(row.id));
    expect(received.rcptTo).toEqual(["sales@vireo.example", "leads@vireo.example", "boss@vireo.example", "archive@vireo.example"]);
    expect(received.headers.map((h) => h.name)).not.toContain("x-injected");
    for (const { value } of received.headers) expect(value).not.toMatch(/[\r\n]/);
    expect((await bodyOf(received)).subject).toBe("Anfrage von Eve Bcc: victim@evil.example X-Injected: 1 (co2) – Kontakt Vertrieb");
    // A reply-to that is not one mailbox is dropped (the visitor's e-mail field passed the form's own check, so build it directly).
    const message = notificationMessage({ id: formId, title: "T", fields: FIELDS }, SETTINGS, { id: 1, values: { email: "a@b.example\r\nBcc: x@evil.example" }, locale: "en", pagePath: "/" }, MAIL.publicUrl);
    expect(message.replyTo).toBeNull();
    expect(message.to).toEqual(SETTINGS.to);
  });

  it("queues nothing when the notification is off, and the visitor's confirmation only when it is on", async () => {
    await saveNotificationSettings(db, formId, { ...SETTINGS, enabled: false });
    const off = await submit({ name: "Off", email: "off@kunde.example" });
    expect(await rowsOf((off as { submissionId: string }).submissionId)).toEqual([]);
    await saveNotificationSettings(db, formId, { ...SETTINGS, confirmation: true });
    try {
      const on = await submit({ name: "Jun", email: "jun@kunde.example", message: "Buy cheap pills at spam.example" }, "jp", "/jp/contact");
      const rows = await rowsOf((on as { submissionId: string }).submissionId);
      expect(rows.map((r) => r.kind)).toEqual(["form", "confirmation"]);
      const confirmation = await bodyOf(await delivered(String(rows[1].id)));
      expect(confirmation.subject).toBe("メッセージを受け付けました：Kontakt Vertrieb");
      expect(confirmation.text).not.toContain("spam.example");
      const received = smtp.received.find((r) => r.messageId === rows[1].message_id)!;
      expect(received.rcptTo).toEqual(["jun@kunde.example"]);
    } finally {
      await saveNotificationSettings(db, formId, SETTINGS);
    }
  });

  it("queues nothing, and fails nothing, when the outbox refuses a recipient; the log says why", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => logger);
    // Settings that bypassed their checks (written by other code): the outbox refuses the address before any SQL.
    const settings = { ...SETTINGS, to: ["not an address"], cc: [] };
    const queued = await db.transaction().execute((trx) => enqueueFormMails(trx, { id: formId, title: "T", fields: FIELDS }, settings, { id: 1, values: {}, locale: "en", pagePath: "/" }, MAIL));
    expect(queued).toBe(0);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`form ${formId}: the form of submission 1 was not queued: to: "not an address" is not one e-mail address`));
  });

  it("keeps a message under 1 MB: a long answer is linked, not carried", async () => {
    const long = "x".repeat(200_000);
    const values = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`m${i}`, long]));
    const fields = Object.keys(values).map((name, i) => field({ id: `l${i}`, fieldType: "LongTextInput", name, label: name }));
    const message = notificationMessage({ id: formId, title: "Big", fields }, SETTINGS, { id: 7, values, locale: "en", pagePath: "/" }, MAIL.publicUrl);
    expect(Buffer.byteLength(message.text)).toBeLessThan(MAX_MESSAGE_BYTES);
    expect(message.text).toContain(`(too long for an e-mail: read it in the editor, https://www.vireo.example/editor/forms/${formId}/submissions#submission-7)`);
  });

  it("sends a test to the editor only, with sample answers, marked as a test", async () => {
    const message = testMessage({ id: formId, title: "Kontakt Vertrieb", fields: FIELDS }, SETTINGS, "editor@example.com", "de", MAIL.publicUrl);
    expect(message).toMatchObject({ kind: "formTest", to: ["editor@example.com"], replyTo: "visitor@example.com" });
    expect(message.cc).toBeUndefined();
    expect(message.bcc).toBeUndefined();
    expect(message.subject).toBe(`[Test] Anfrage von ‹Ihr Name› (co2) – Kontakt Vertrieb`);
    expect(message.text).toContain("sales@vireo.example, leads@vireo.example, boss@vireo.example, archive@vireo.example");
    expect(sampleValues(FIELDS)).toMatchObject({ email: "visitor@example.com", topic: "co2", interests: "prices" });
  });
});
