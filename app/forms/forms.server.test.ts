import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createChallenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { createTestDb, type TestDb } from "../../tests/support/test-db";
import { createCaptchaChallenge, createCaptchaQuestion, verifyCaptcha } from "./captcha.server";
import type { FieldDefinition } from "./form-definition";
import { createForm, deleteForm, fetchForms, findForm, FormInUseError, getPublicForm, updateForm } from "./forms.server";
import { submitForm } from "./submit-form.server";
import { logger } from "~/lib/logger.server";

let testDb: TestDb;
let db: Db;
let stub: Server;
let stubUrl = "";
const received: unknown[] = [];
const stubStatus = 200;
/** When set, the stub takes this long to answer (a slow or hanging CRM). */
let stubDelayMs = 0;

const field = (over: Partial<FieldDefinition> & Pick<FieldDefinition, "id" | "fieldType" | "name">): FieldDefinition => ({
  label: over.name,
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

const CONTACT: FieldDefinition[] = [
  field({ id: "f1", fieldType: "Title", name: "", label: "Contact" }),
  field({ id: "f2", fieldType: "TextInput", name: "email", isRequired: true, isUnique: true }),
  field({ id: "f3", fieldType: "SelectList", name: "type_of_inquiry", isRequired: true, options: [{ optionLabel: "Sales", optionValue: "sales" }, { optionLabel: "Support", optionValue: "support" }] }),
  field({ id: "f4", fieldType: "TextInput", name: "serial", isRequired: true, isConditional: true, conditionalName: "type_of_inquiry", conditionalValue: "support;repair" }),
  field({ id: "f5", fieldType: "Checkbox", name: "topics", options: [{ optionLabel: "CO2", optionValue: "CO2" }, { optionLabel: "Flow", optionValue: "Flow" }] }),
  field({ id: "f6", fieldType: "Slider", name: "volume", minValue: 1, maxValue: 1000 }),
  field({ id: "f7", fieldType: "DatePicker", name: "date" }),
  field({ id: "f8", fieldType: "Hidden", name: "source", defaultValue: "website" }),
  field({ id: "f9", fieldType: "LongTextInput", name: "message" }),
];

async function solvedAltcha(): Promise<string> {
  const challenge = await createCaptchaChallenge();
  const solution = await solveChallenge({ challenge, deriveKey } as Parameters<typeof solveChallenge>[0]);
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

function answered(): { captcha_token: string; captcha_answer: string } {
  const q = createCaptchaQuestion();
  return { captcha_token: q.token, captcha_answer: String(q.a + q.b) };
}

let ip = 0;
const submit = (formId: number, raw: Record<string, unknown>) =>
  submitForm(db, { formId, raw, locale: "en", pagePath: "/contact", clientIp: `10.0.0.${++ip}`, log: logger }, "/forms/thank-you");

let formId = 0;

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  await migrateToLatest(db);
  stub = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push(JSON.parse(body));
      const answer = () => {
        if (!res.destroyed) res.writeHead(stubStatus, { "Content-Type": "application/json" }).end(JSON.stringify({ message: "success" }));
      };
      if (stubDelayMs) setTimeout(answer, stubDelayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/forms`;
  formId = await createForm(db, { title: "Contact sales", content: CONTACT, destination: "sales@vireo.example", actionUrl: "", successUrl: "/company", additionalButtons: [] });
}, 60_000);
afterAll(async () => {
  stub.closeAllConnections();
  await new Promise((resolve) => stub.close(resolve));
  await testDb.destroy();
});

describe("form calls", () => {
  it("creates, finds, lists with search and updates a form", async () => {
    const id = await createForm(db, { title: "Newsletter", content: [field({ id: "n1", fieldType: "TextInput", name: "email" })], destination: "", actionUrl: "", successUrl: "", additionalButtons: [] });
    expect((await findForm(db, id))?.title).toBe("Newsletter");
    const listed = await fetchForms(db, { page: 1, search: "newslet" });
    expect(listed.results.map((r) => r.title)).toEqual(["Newsletter"]);
    expect(listed.results[0].fieldCount).toBe(1);
    expect(await updateForm(db, id, { title: "Newsletter 2", content: [], destination: "", actionUrl: "", successUrl: "", additionalButtons: [] })).toBe(id);
    expect((await findForm(db, id))?.title).toBe("Newsletter 2");
    expect(await updateForm(db, 999_999, { title: "x", content: [], destination: "", actionUrl: "", successUrl: "", additionalButtons: [] })).toBeNull();
    expect(await deleteForm(db, id)).toBe(true);
    expect(await findForm(db, id)).toBeNull();
  });

  it("does not display a form whose stored JSON is invalid, and logs why", async () => {
    const { id } = await db.insertInto("forms").values({ title: "Broken", content: "{not json", additional_buttons: "[]" }).returning("id").executeTakeFirstOrThrow();
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    expect(await getPublicForm(db, id)).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`form ${id} is not displayed`));
    error.mockRestore();
  });

  it("refuses to delete a form a published page shows", async () => {
    const id = await createForm(db, { title: "Used", content: [], destination: "", actionUrl: "", successUrl: "", additionalButtons: [] });
    const { id: pageId } = await db.insertInto("pages").values({ site: "main", parent_id: null, position: 0, editable: true }).returning("id").executeTakeFirstOrThrow();
    await db.insertInto("page_translations").values({ page_id: pageId, locale: "en", slug: "uses-form", path: "uses-form", title: "Uses the form", name: "Uses" }).execute();
    const { id: revisionId } = await db.insertInto("page_revisions").values({ page_id: pageId, status: "published", created_at: new Date(), published_at: new Date() }).returning("id").executeTakeFirstOrThrow();
    await db.insertInto("page_modules").values({ revision_id: revisionId, id: "m-form", position: 0, type: "CUSTOM_FORMS", layout: "{}" }).execute();
    await db.insertInto("page_module_contents").values({ revision_id: revisionId, module_id: "m-form", locale: "en", data: JSON.stringify({ formId: id }) }).execute();
    await expect(deleteForm(db, id)).rejects.toBeInstanceOf(FormInUseError);
    expect(await findForm(db, id)).not.toBeNull();
  });
});

describe("captcha", () => {
  it("accepts a solved ALTCHA challenge once and refuses the replay", async () => {
    const altcha = await solvedAltcha();
    expect(await verifyCaptcha(db, { altcha })).toBeNull();
    expect(await verifyCaptcha(db, { altcha })).toBe("captchaReplayed");
  });

  it("refuses a missing, malformed, tampered or expired token", async () => {
    expect(await verifyCaptcha(db, {})).toBe("captchaMissing");
    expect(await verifyCaptcha(db, { altcha: "bm90IGpzb24=" })).toBe("captchaInvalid");
    const wrongSecret = await createChallenge({ algorithm: "PBKDF2/SHA-256", cost: 10, counter: 5, deriveKey, hmacSignatureSecret: "other" });
    const solution = await solveChallenge({ challenge: wrongSecret, deriveKey } as Parameters<typeof solveChallenge>[0]);
    expect(await verifyCaptcha(db, { altcha: Buffer.from(JSON.stringify({ challenge: wrongSecret, solution })).toString("base64") })).toBe("captchaInvalid");
    const old = createCaptchaQuestion(Date.now() - 11 * 60_000);
    expect(await verifyCaptcha(db, { questionToken: old.token, answer: String(old.a + old.b) })).toBe("captchaExpired");
  });

  it("accepts the no-JS question's right answer once, refuses a wrong one", async () => {
    const q = createCaptchaQuestion();
    expect(await verifyCaptcha(db, { questionToken: q.token, answer: String(q.a + q.b + 1) })).toBe("captchaInvalid");
    expect(await verifyCaptcha(db, { questionToken: q.token, answer: String(q.a + q.b) })).toBeNull();
    expect(await verifyCaptcha(db, { questionToken: q.token, answer: String(q.a + q.b) })).toBe("captchaReplayed");
  });
});

describe("submitForm", () => {
  const valid = { email: "ann@example.com", type_of_inquiry: "sales" };

  it("stores a valid submission with normalized values and answers success with the success url", async () => {
    const result = await submit(formId, { ...valid, topics: ["CO2", "Flow"], volume: { min: "10", max: "500" }, date: "2026-12-01", unknown_field: "dropped", ...answered() });
    expect(result).toMatchObject({ message: "success", successUrl: "/company" });
    const row = await db.selectFrom("form_submissions").selectAll().where("id", "=", (result as { submissionId: string }).submissionId).executeTakeFirstOrThrow();
    expect(row.values).toEqual({ email: "ann@example.com", type_of_inquiry: "sales", topics: "CO2, Flow", volume: "10-500", date: "2026-12-01", source: "website" });
    expect(row.forward_status).toBe("none");
  });

  it("gives per-field errors and the typed values back", async () => {
    const result = await submit(formId, { email: "", type_of_inquiry: "nope", date: "2026-02-30", volume: { min: "0", max: "5000" }, message: "x".repeat(5001), ...answered() });
    expect(result).toMatchObject({
      message: "invalid",
      errors: { email: "required", type_of_inquiry: "invalidOption", date: "invalidDate", volume: "invalidRange", message: "tooLong" },
      values: { type_of_inquiry: "nope", date: "2026-02-30" },
    });
  });

  it("requires a conditional field only while its condition holds", async () => {
    expect(await submit(formId, { ...valid, email: "b@example.com", serial: "ignored", ...answered() })).toMatchObject({ message: "success" });
    expect(await submit(formId, { email: "c@example.com", type_of_inquiry: "support", ...answered() })).toMatchObject({ message: "invalid", errors: { serial: "required" } });
  });

  it("refuses a value already submitted in a unique field", async () => {
    await submit(formId, { ...valid, email: "dup@example.com", ...answered() });
    expect(await submit(formId, { ...valid, email: "DUP@example.com", ...answered() })).toMatchObject({ message: "invalid", errors: { email: "notUnique" } });
  });

  it("refuses a submission without a captcha answer, keeping the typed values", async () => {
    expect(await submit(formId, { ...valid, email: "d@example.com" })).toMatchObject({ message: "refused", reason: "captchaMissing", values: { email: "d@example.com" } });
  });

  it("drops a honeypot submission silently", async () => {
    const before = await db.selectFrom("form_submissions").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow();
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    expect(await submit(formId, { ...valid, email: "bot@example.com", website_url: "http://spam.example", ...answered() })).toMatchObject({ message: "success", submissionId: null });
    warn.mockRestore();
    const after = await db.selectFrom("form_submissions").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("checks against the current definition when the form changed after the page was rendered", async () => {
    const id = await createForm(db, { title: "Changing", content: [field({ id: "a", fieldType: "TextInput", name: "name" })], destination: "", actionUrl: "", successUrl: "", additionalButtons: [] });
    await updateForm(db, id, { title: "Changing", content: [field({ id: "a", fieldType: "TextInput", name: "name" }), field({ id: "b", fieldType: "TextInput", name: "company", isRequired: true })], destination: "", actionUrl: "", successUrl: "", additionalButtons: [] });
    expect(await submit(id, { name: "Ann", ...answered() })).toMatchObject({ message: "invalid", errors: { company: "required" } });
  });

  it("falls back to the thank-you page for a success url that leaves the site", async () => {
    const id = await createForm(db, { title: "Evil", content: [field({ id: "a", fieldType: "TextInput", name: "name" })], destination: "", actionUrl: "", successUrl: "//evil.example/x", additionalButtons: [] });
    expect(await submit(id, { name: "Ann", ...answered() })).toMatchObject({ message: "success", successUrl: "/forms/thank-you" });
  });

  it("queues the forwarding with the submission and answers without waiting for the receiver (the worker forwards it)", async () => {
    const id = await createForm(db, { title: "Forwarded", content: [field({ id: "a", fieldType: "TextInput", name: "name" })], destination: "crm", actionUrl: stubUrl, successUrl: "", additionalButtons: [] });
    stubDelayMs = 5000; // a hanging receiver does not hold the visitor's request
    received.length = 0;
    const started = Date.now();
    const result = await submit(id, { name: "Ann", ...answered() });
    expect(Date.now() - started).toBeLessThan(4000);
    stubDelayMs = 0;
    expect(result).toMatchObject({ message: "success" });
    expect(received).toEqual([]);
    const submissionId = (result as { submissionId: string }).submissionId;
    const row = await db.selectFrom("form_submissions").selectAll().where("id", "=", submissionId).executeTakeFirstOrThrow();
    expect([row.forward_status, row.forward_attempts, row.forward_error]).toEqual(["pending", 0, null]);
    const queued = await db.selectFrom("form_forwards").selectAll().where("submission_id", "=", submissionId).executeTakeFirstOrThrow();
    expect([queued.status, queued.action_url, queued.payload]).toEqual(["pending", stubUrl, { values: { name: "Ann" }, destination: "crm", form: "Forwarded" }]);
    // Without an actionUrl nothing is queued.
    const plain = await submit(formId, { email: "queue@example.com", type_of_inquiry: "sales", ...answered() });
    expect(await db.selectFrom("form_forwards").select("id").where("submission_id", "=", (plain as { submissionId: string }).submissionId).execute()).toEqual([]);
  });

  it("refuses an expired and a replayed ALTCHA solution, keeping the typed values", async () => {
    const old = await createCaptchaChallenge(Date.now() - 11 * 60_000);
    const oldSolution = await solveChallenge({ challenge: old, deriveKey } as Parameters<typeof solveChallenge>[0]);
    const expired = Buffer.from(JSON.stringify({ challenge: old, solution: oldSolution })).toString("base64");
    expect(await submit(formId, { ...valid, email: "late@example.com", altcha: expired })).toMatchObject({ message: "refused", reason: "captchaExpired", values: { email: "late@example.com" } });
    const altcha = await solvedAltcha();
    expect(await submit(formId, { ...valid, email: "once@example.com", altcha })).toMatchObject({ message: "success" });
    expect(await submit(formId, { ...valid, email: "twice@example.com", altcha })).toMatchObject({ message: "refused", reason: "captchaReplayed", values: { email: "twice@example.com" } });
  });

  it("refuses an unknown form", async () => {
    expect(await submit(987_654, { ...answered() })).toMatchObject({ message: "refused", reason: "formMissing" });
  });
});
