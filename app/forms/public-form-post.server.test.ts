import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setDb, type Db } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { seed } from "../../db/seed";
import { SEED_FORM_IDS } from "../../db/seed/forms";
import { testContext } from "../../tests/support/request-context";
import { createTestDb, type TestDb } from "../../tests/support/test-db";
import { loader as captchaLoader } from "~/routes/api.captcha";
import { action as submitRoute } from "~/routes/api.forms.submit";
import { action as pageAction, loader as pageLoader } from "~/screens/cms-page";
import { createCaptchaQuestion, verifyCaptcha } from "./captcha.server";
import { readSuccessFlag } from "./form-events";
import { createForm } from "./forms.server";
import { MAX_FORM_BODY_BYTES } from "./public-form-post.server";
import type { PublicFormActionResult, PublicFormJson } from "./public-form-types";
import { logger } from "~/lib/logger.server";
import { reindexAll } from "~/content/search-index.server";
import { moduleSamples } from "~/modules/samples.generated";

// The no-JS POST to a CMS page (its action's public form branch) and the enhanced form's JSON
// endpoint, on the seeded example site: the contact page shows the seeded contact form.

let testDb: TestDb;
let db: Db;
let ip = 0;

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  await migrateToLatest(db);
  await seed(db, reindexAll, moduleSamples);
  setDb(db);
}, 120_000);
afterAll(() => testDb.destroy());

function answered(): Record<string, string> {
  const q = createCaptchaQuestion();
  return { captcha_token: q.token, captcha_answer: String(q.a + q.b) };
}

const VALID = {
  type_of_inquiry: "sales",
  last_name: "Muster",
  email: "anna@example.com",
  message: "Please call me.",
  privacy: "yes",
  "quantity.min": "10",
  "quantity.max": "200",
};

/** The visitor's address of each posted request: what server/main.ts puts in its context. */
const clientIpOf = new WeakMap<Request, string>();

function post(path: string, fields: Record<string, string | string[]>, headers: Record<string, string> = {}, clientIp = `10.1.0.${++ip}`): Request {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v);
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
  clientIpOf.set(request, clientIp);
  return request;
}

type DataResult = { data: PublicFormActionResult; init: { status: number } };
const args = (request: Request) => ({ request, params: {}, context: testContext(request, { clientIp: clientIpOf.get(request) }) });

describe("a no-JS POST of a public form to its CMS page", () => {
  it("stores it and redirects (303) to the thank-you page with the success flag for the tag manager", async () => {
    const response = (await pageAction(args(post("/contact", { _form: String(SEED_FORM_IDS.contact), _module: "m1", ...VALID, topics_unknown: "x", ...answered() })))) as Response;
    expect(response.status).toBe(303);
    const location = response.headers.get("Location")!;
    expect(location.startsWith("/forms/thank-you?")).toBe(true);
    expect(readSuccessFlag(location.slice(location.indexOf("?")))).toMatchObject({ form: { trackingName: "contact-form", newsletter: false }, topic: "sales" });
    const row = await db.selectFrom("form_submissions").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(row.values).toEqual({ type_of_inquiry: "sales", last_name: "Muster", email: "anna@example.com", message: "Please call me.", privacy: "yes", quantity: "10-200", source: "website" });
    expect([row.page_path, row.locale, row.form_id]).toEqual(["/contact", "en", SEED_FORM_IDS.contact]);
  });

  it("goes to the German thank-you page from a German page", async () => {
    const response = (await pageAction(args(post("/de/kontakt", { _form: String(SEED_FORM_IDS.contactDe), _module: "m1", ...VALID, ...answered() })))) as Response;
    expect(response.headers.get("Location")).toMatch(/^\/de\/formulare\/danke\?/);
  });

  it("answers 400 with per-field errors and the typed values (unknown fields dropped) for the page to show", async () => {
    const result = (await pageAction(
      args(post("/contact", { _form: String(SEED_FORM_IDS.contact), _module: "m9", type_of_inquiry: "support", email: "x@example.com", unknown: "dropped", ...answered() })),
    )) as unknown as DataResult;
    expect(result.init.status).toBe(400);
    expect(result.data).toEqual({
      kind: "publicForm",
      moduleId: "m9",
      status: "invalid",
      reason: null,
      // serial_number is required only because type_of_inquiry is support (its condition holds).
      errors: { serial_number: "required", last_name: "required", message: "required", privacy: "required" },
      values: { type_of_inquiry: "support", email: "x@example.com", source: "website" },
    });
  });

  it("refuses a submission without a captcha answer and keeps what was typed", async () => {
    const result = (await pageAction(args(post("/contact", { _form: String(SEED_FORM_IDS.contact), _module: "m1", ...VALID })))) as unknown as DataResult;
    expect(result.init.status).toBe(400);
    expect(result.data).toMatchObject({ status: "refused", reason: "captchaMissing", values: { email: "anna@example.com", message: "Please call me." } });
  });

  it("refuses a wrong and a reused arithmetic answer", async () => {
    const q = createCaptchaQuestion();
    const wrong = (await pageAction(args(post("/contact", { _form: String(SEED_FORM_IDS.contact), ...VALID, captcha_token: q.token, captcha_answer: String(q.a + q.b + 1) })))) as unknown as DataResult;
    expect(wrong.data.reason).toBe("captchaInvalid");
    const good = { captcha_token: q.token, captcha_answer: String(q.a + q.b) };
    expect(((await pageAction(args(post("/contact", { _form: String(SEED_FORM_IDS.contact), ...VALID, ...good })))) as Response).status).toBe(303);
    const replay = (await pageAction(args(post("/contact", { _form: String(SEED_FORM_IDS.contact), ...VALID, email: "other@example.com", ...good })))) as unknown as DataResult;
    expect(replay.data).toMatchObject({ reason: "captchaReplayed", values: { email: "other@example.com" } });
  });

  it("answers a retried POST of a stored submission like the first (303, same page) and stores it once", async () => {
    const fields = { _form: String(SEED_FORM_IDS.contact), _module: "m1", ...VALID, email: "retry@example.com", ...answered() };
    const count = async () => Number((await db.selectFrom("form_submissions").select((eb) => eb.fn.countAll().as("n")).where(sql<string>`"values"->>'email'`, "=", "retry@example.com").executeTakeFirstOrThrow()).n);
    const first = (await pageAction(args(post("/contact", fields)))) as Response;
    // The answer was lost on the way (a dropped connection): the browser sends the same POST again, twice at once.
    const again = (await Promise.all([pageAction(args(post("/contact", fields))), pageAction(args(post("/contact", fields)))])) as Response[];
    expect(first.status).toBe(303);
    for (const response of again) expect([response.status, response.headers.get("Location")]).toEqual([303, first.headers.get("Location")]);
    expect(await count()).toBe(1);
  });

  it("gives the typed values back with 'not sent, try again' (503, Retry-After) when the database cannot store it, and the same answer works later", async () => {
    // The database refuses writes to the table, as a full disk does (SQLSTATE 53100 disk_full).
    await sql`create or replace function refuse_submission() returns trigger language plpgsql as $$ begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`.execute(db);
    await sql`create trigger refuse_submission before insert on form_submissions for each row execute function refuse_submission()`.execute(db);
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    const fields = { _form: String(SEED_FORM_IDS.contact), _module: "m1", ...VALID, email: "full@example.com", ...answered() };
    let failed: DataResult;
    let json: Response;
    try {
      failed = (await pageAction(args(post("/contact", fields)))) as unknown as DataResult;
      json = await submitRoute(args(post("/api/forms/submit", { ...fields, _page: "/contact" })));
    } finally {
      await sql`drop trigger refuse_submission on form_submissions`.execute(db);
    }
    const [warned, errored] = [[...warn.mock.calls], [...error.mock.calls]];
    warn.mockRestore();
    error.mockRestore();
    expect(failed.init).toMatchObject({ status: 503, headers: { "Retry-After": "5" } });
    expect(failed.data).toMatchObject({ kind: "publicForm", moduleId: "m1", status: "refused", reason: "failed", values: { email: "full@example.com", message: "Please call me.", quantity: "10-200" } });
    expect([json.status, json.headers.get("Retry-After")]).toEqual([503, "5"]);
    expect(await json.json()).toMatchObject({ status: "refused", reason: "failed", values: { email: "full@example.com" } });
    // Logged as the database being unavailable (a warning), with the driver's error.
    expect(warned).toEqual([
      [expect.objectContaining({ err: expect.objectContaining({ code: "53100" }) }), expect.stringContaining("was not stored")],
      [expect.objectContaining({ err: expect.objectContaining({ code: "53100" }) }), expect.stringContaining("was not stored")],
    ]);
    expect(errored).toEqual([]);
    // Nothing was stored, and the captcha answer was not spent: sent again, it goes through.
    const later = (await pageAction(args(post("/contact", fields)))) as Response;
    expect(later.status).toBe(303);
  });

  it("takes no editor action from a POST without _form: 400 (editors post to /editor/pages/:pageId)", async () => {
    const response = await pageAction(args(post("/contact", { _action: "publishPage", version: "1" }))).catch((thrown: unknown) => thrown);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(400);
  });

  it("refuses a POST from another site", async () => {
    const thrown = await pageAction(args(post("/contact", { _form: "1", ...VALID }, { Origin: "https://evil.example", Host: "localhost" }))).catch((e: unknown) => e);
    expect((thrown as Response).status).toBe(403);
  });

  it("redirects only to a same-site success URL, and falls back to the thank-you page otherwise", async () => {
    const fields = [{ id: "a", fieldType: "TextInput" as const, name: "name", label: "Name", placeholder: "", isPlaceholderVisible: false, helpBlockText: "", isHelpBlockVisible: false, isRequired: false, isUnique: false, isConditional: false, conditionalName: "", conditionalValue: "" }];
    const cases: [string, RegExp][] = [
      ["/company?ref=form#top", /^\/company\?ref=form&form_success=redirects#top$/],
      ["https://evil.example/phish", /^\/forms\/thank-you\?form_success=redirects$/],
      ["//evil.example/phish", /^\/forms\/thank-you\?/],
      ["/\\evil.example", /^\/forms\/thank-you\?/],
      ["javascript:alert(1)", /^\/forms\/thank-you\?/],
      ["", /^\/forms\/thank-you\?/],
    ];
    for (const [successUrl, expected] of cases) {
      const id = await createForm(db, { title: "Redirects", content: fields, destination: "", actionUrl: "", successUrl, additionalButtons: [] });
      const response = (await pageAction(args(post("/contact", { _form: String(id), name: "Ann", ...answered() })))) as Response;
      expect(response.headers.get("Location"), successUrl).toMatch(expected);
    }
  });

  it("shows the page again with a new captcha question, uncached, after a refusal", async () => {
    const response = (await pageLoader(args(new Request("http://localhost/contact")))) as unknown as { data: { modules: { type: string; rows?: { question: { token: string } } }[] }; init: { headers: Record<string, string> } };
    const forms = response.data.modules.filter((m) => m.type === "CUSTOM_FORMS");
    expect(forms).toHaveLength(1);
    expect(forms[0].rows?.question.token).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
    // Each visitor needs their own question: a page with a form is never kept by the page cache.
    expect(response.init.headers["Cache-Control"]).toBe("private, no-store");
  });
});

describe("the enhanced form's JSON endpoint", () => {
  const submit = async (fields: Record<string, string>, headers: Record<string, string> = {}, clientIp?: string) => {
    const response = await submitRoute(args(post("/api/forms/submit", fields, headers, clientIp)));
    return { status: response.status, json: (await response.json()) as PublicFormJson, cache: response.headers.get("Cache-Control") };
  };

  it("answers success with the page to go to, in the page's locale", async () => {
    const result = await submit({ _form: String(SEED_FORM_IDS.contactDe), _page: "/de/kontakt", ...VALID, ...answered() });
    expect(result).toEqual({ status: 200, json: { status: "success", redirectTo: "/de/formulare/danke" }, cache: "no-store" });
    const row = await db.selectFrom("form_submissions").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect([row.locale, row.page_path]).toEqual(["de", "/de/kontakt"]);
  });

  it("accepts a solved ALTCHA challenge from /api/captcha once", async () => {
    const response = await captchaLoader();
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const challenge = await response.json();
    const solution = await solveChallenge({ challenge, deriveKey } as Parameters<typeof solveChallenge>[0]);
    const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
    expect((await submit({ _form: String(SEED_FORM_IDS.contact), _page: "/contact", ...VALID, altcha })).json).toMatchObject({ status: "success" });
    // The same POST again (a retry) answers like the first; other values with the same solution are a replay.
    expect((await submit({ _form: String(SEED_FORM_IDS.contact), _page: "/contact", ...VALID, altcha })).json).toMatchObject({ status: "success" });
    expect((await submit({ _form: String(SEED_FORM_IDS.contact), _page: "/contact", ...VALID, email: "else@example.com", altcha })).json).toMatchObject({ status: "refused", reason: "captchaReplayed" });
    expect(await verifyCaptcha(db, { altcha: "not-a-payload" })).toBe("captchaInvalid");
  });

  it("refuses a body over the limit before reading it", async () => {
    const result = await submit({ _form: "1", message: "x" }, { "Content-Length": String(MAX_FORM_BODY_BYTES + 1) });
    expect(result.status).toBe(413);
    expect(result.json).toMatchObject({ status: "refused", reason: "tooLarge" });
  });

  it("refuses an oversized value with tooLong, keeping the other values", async () => {
    const result = await submit({ _form: String(SEED_FORM_IDS.contact), _page: "/contact", ...VALID, message: "x".repeat(5001), ...answered() });
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ status: "invalid", errors: { message: "tooLong" }, values: { email: "anna@example.com" } });
  });

  it("refuses an unknown or malformed form id", async () => {
    expect((await submit({ _form: "abc", _page: "/contact" })).json).toMatchObject({ reason: "formMissing" });
    expect((await submit({ _form: "999999", _page: "/contact", ...answered() })).status).toBe(404);
  });

  it("limits submissions per IP, keeping the typed values", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const results = [];
    for (let i = 0; i < 11; i++) results.push(await submit({ _form: String(SEED_FORM_IDS.contact), _page: "/contact", email: `r${i}@example.com` }, {}, "10.9.9.9"));
    warn.mockRestore();
    expect(results.slice(0, 10).every((r) => r.status === 400)).toBe(true);
    expect(results[10]).toMatchObject({ status: 429, json: { status: "refused", reason: "rateLimited", values: { email: "r10@example.com" } } });
    // Another visitor is not affected.
    expect((await submit({ _form: String(SEED_FORM_IDS.contact), _page: "/contact", ...VALID, ...answered() }, {}, "10.9.9.10")).status).toBe(200);
  });

  it("answers GET with 405", async () => {
    const { loader } = await import("~/routes/api.forms.submit");
    expect(loader().status).toBe(405);
  });
});
