import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setDb, type Db } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { testContext } from "../../tests/support/request-context";
import { createTestDb, type TestDb } from "../../tests/support/test-db";
import { signIn } from "~/auth/auth.server";
import { upsertEditor } from "~/auth/users.server";
import { loadBuilder } from "~/editor/forms/builder-route.server";
import { loadSubmissions, loadSubmissionsCsv } from "~/editor/forms/submissions-route.server";
import { action, loader } from "~/routes/api.editor.$action";
import type { FieldDefinition } from "./form-definition";
import { createForm, findForm } from "./forms.server";
import { logger } from "~/lib/logger.server";
import { OPEN_REDIRECT_PAYLOADS, staysOnSite } from "~/lib/open-redirect-corpus";

// The editor's form calls over HTTP (SPEC §7): the session is checked before any data is touched,
// the builder's rules are enforced again on the server, deleting a form in use is refused, and the
// builder and submissions screens are for editors only.

let testDb: TestDb;
let db: Db;
let cookie = "";

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

const payload = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    title: "Contact",
    content: [field({ id: "a", fieldType: "TextInput", name: "email" })],
    destination: "",
    actionUrl: "",
    successUrl: "",
    additionalButtons: [],
    ...over,
  });

/** What a loader threw (a Response) or returned. */
const settle = <T,>(promise: Promise<T>) => promise.then((value) => value, (thrown: unknown) => thrown);

function get(path: string, withSession = true): Request {
  return new Request(`http://localhost${path}`, { headers: withSession ? { Cookie: cookie } : {} });
}

/** The request context of an editor screen (ADR 052); these routes read the session, not the context. */
const editorContext = () => testContext("/editor/forms");

function post(name: string, fields: Record<string, string>, { withSession = true, origin }: { withSession?: boolean; origin?: string } = {}): Request {
  const headers: Record<string, string> = { Host: "localhost" };
  if (withSession) headers.Cookie = cookie;
  if (origin) headers.Origin = origin;
  return new Request(`http://localhost/api/editor/${name}`, { method: "POST", body: new URLSearchParams(fields), headers });
}

const call = async (name: string, fields: Record<string, string>, options?: Parameters<typeof post>[2]) => {
  const response = (await settle(action({ request: post(name, fields, options), params: { action: name }, context: editorContext() }))) as Response;
  return { status: response.status, body: await response.json() };
};
const fetchCall = async (name: string, query: string, withSession = true) => {
  const response = (await settle(loader({ request: get(`/api/editor/${name}?${query}`, withSession), params: { action: name }, context: editorContext() }))) as Response;
  return { status: response.status, body: await response.json() };
};

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  await migrateToLatest(db);
  setDb(db);
  await upsertEditor(db, { email: "forms@example.com", password: "form builder password" });
  const login = new Request("http://localhost/login", {
    method: "POST",
    body: new URLSearchParams({ email: "forms@example.com", password: "form builder password" }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  cookie = (await signIn(login, testContext(login, { clientIp: "10.9.0.1" }))).split(";")[0];
}, 60_000);
afterAll(() => testDb.destroy());

describe("without a session", () => {
  it("refuses every form call with 401 and changes nothing", async () => {
    expect((await fetchCall("fetchForms", "page=1&search=", false)).status).toBe(401);
    expect((await fetchCall("findForm", "id=1", false)).status).toBe(401);
    const before = await db.selectFrom("forms").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
    for (const name of ["createForm", "updateForm", "deleteForm"]) {
      expect((await call(name, { payload: payload(), id: "1" }, { withSession: false })).status).toBe(401);
    }
    const after = await db.selectFrom("forms").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("refuses a signed-in editor's POST from another site with 403", async () => {
    const response = (await settle(action({ request: post("createForm", { payload: payload() }, { origin: "https://evil.example" }), params: { action: "createForm" }, context: editorContext() }))) as Response;
    expect(response.status).toBe(403);
  });

  it("sends a visitor from the builder and the submissions to sign in, and refuses the CSV", async () => {
    const loaders: [(args: LoaderFunctionArgs) => Promise<unknown>, string][] = [
      [loadBuilder, "/editor/forms/new"],
      [loadSubmissions, "/editor/forms/1/submissions"],
      [loadSubmissionsCsv, "/editor/forms/1/submissions.csv"],
    ];
    for (const [load, path] of loaders) {
      const thrown = (await settle(load({ request: get(path, false), params: { id: "1" }, context: editorContext() }))) as Response;
      expect(thrown.status).toBe(302);
      expect(thrown.headers.get("Location")).toContain("/login?redirectTo=");
    }
  });
});

describe("signed in", () => {
  it("creates, lists, finds and updates a form", async () => {
    const created = await call("createForm", { payload: payload({ title: "Sales contact" }) });
    expect(created.status).toBe(200);
    const id = created.body.id as number;
    const listed = await fetchCall("fetchForms", "page=1&search=sales");
    expect(listed.body.results.map((r: { id: number }) => r.id)).toContain(id);
    expect(listed.body.count).toBeGreaterThanOrEqual(1);
    const found = await fetchCall("findForm", `id=${id}`);
    expect(found.body.item).toMatchObject({ id, title: "Sales contact" });
    expect((await fetchCall("findForm", "id=987654")).body.item).toBeNull();

    const updated = await call("updateForm", { payload: payload({ id, title: "Sales contact 2" }) });
    expect(updated).toEqual({ status: 200, body: { id } });
    expect((await findForm(db, id))?.title).toBe("Sales contact 2");
    expect(await call("updateForm", { payload: payload({ id: 987654 }) })).toEqual({ status: 404, body: { error: "Form not found" } });
  });

  it("refuses a form that breaks the builder's rules, naming the SPEC message per field", async () => {
    const duplicate = await call("createForm", {
      payload: payload({
        content: [field({ id: "a", fieldType: "TextInput", name: "email" }), field({ id: "b", fieldType: "TextInput", name: "email" })],
      }),
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors.fields).toEqual({ a: { name: "Fields names must be unique" }, b: { name: "Fields names must be unique" } });

    const slider = await call("createForm", { payload: payload({ content: [field({ id: "s", fieldType: "Slider", name: "v", minValue: 9, maxValue: 3 })] }) });
    expect(slider.body.errors.fields.s).toEqual({
      minValue: "Min value is required and must be less than Max value",
      maxValue: "Max value is required and must be greater than Min value",
    });
    const untitled = await call("createForm", { payload: payload({ title: " ", additionalButtons: [{ id: "x", label: "", action: "" }] }) });
    expect(untitled.body.errors).toMatchObject({ title: "This field is required", buttons: { x: { label: "This field is required", action: "This field is required" } } });
    expect((await call("createForm", { payload: payload({ content: [] }) })).body.errors.noFields).toBe(true);
    expect((await call("createForm", { payload: "{not json" })).status).toBe(400);
    expect((await call("createForm", { payload: payload({ actionUrl: "javascript:alert(1)" }) })).status).toBe(400);
  });

  it("refuses a forwarding address on the site's own network with a field error (SSRF), and saves a public one", async () => {
    for (const actionUrl of ["http://127.0.0.1:5432/", "http://2130706433/", "http://[::ffff:169.254.169.254]/latest", "http://localhost:3000/api", "http://10.0.0.8/crm", "http://[fd00::1]/"]) {
      const refused = await call("createForm", { payload: payload({ actionUrl }) });
      expect([actionUrl, refused.status, refused.body.errors?.actionUrl]).toEqual([actionUrl, 400, "privateAddress"]);
    }
    expect((await call("createForm", { payload: payload({ actionUrl: "http://" }) })).status).toBe(400);
    const saved = await call("createForm", { payload: payload({ actionUrl: "http://93.184.215.14/forms" }) });
    expect(saved.status).toBe(200);
    expect((await findForm(db, saved.body.id))?.actionUrl).toBe("http://93.184.215.14/forms");
  });

  it("refuses to delete a form a published page shows, naming the page; deletes it otherwise", async () => {
    const id = await createForm(db, { title: "In use", content: [], destination: "", actionUrl: "", successUrl: "", additionalButtons: [] });
    const { id: pageId } = await db.insertInto("pages").values({ site: "main", parent_id: null, position: 0, editable: true }).returning("id").executeTakeFirstOrThrow();
    await db.insertInto("page_translations").values({ page_id: pageId, locale: "en", slug: "contact-us", path: "contact-us", title: "Contact us", name: "Contact" }).execute();
    const { id: revisionId } = await db
      .insertInto("page_revisions")
      .values({ page_id: pageId, status: "published", created_at: new Date(), published_at: new Date() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("page_modules").values({ revision_id: revisionId, id: "m-form", position: 0, type: "CUSTOM_FORMS", layout: "{}" }).execute();
    await db.insertInto("page_module_contents").values({ revision_id: revisionId, module_id: "m-form", locale: "en", data: JSON.stringify({ formId: id }) }).execute();

    const refused = await call("deleteForm", { id: String(id) });
    expect(refused.status).toBe(409);
    expect(refused.body.pages).toEqual(["Contact us"]);
    expect(await findForm(db, id)).not.toBeNull();

    const free = await createForm(db, { title: "Free", content: [], destination: "", actionUrl: "", successUrl: "", additionalButtons: [] });
    expect(await call("deleteForm", { id: String(free) })).toEqual({ status: 200, body: { deleted: true } });
    expect(await findForm(db, free)).toBeNull();
    expect((await call("deleteForm", { id: String(free) })).status).toBe(404);
    expect((await call("deleteForm", { id: "abc" })).status).toBe(400);
  });
});

describe("the builder screen's loader", () => {
  const load = async (id: string | undefined, query = "") => {
    const result = await settle(loadBuilder({ request: get(`/editor/forms/${id ?? "new"}${query}`), params: id ? { id } : {}, context: editorContext() }));
    return result as { data: unknown } & Response;
  };

  it("opens a stored form, keeps only a same-site returnTo, and answers 404 for an unknown id", async () => {
    const id = await createForm(db, { title: "Stored", content: [field({ id: "a", fieldType: "Hidden", name: "source", defaultValue: "web" })], destination: "", actionUrl: "", successUrl: "", additionalButtons: [] });
    const opened = await load(String(id), "?returnTo=%2Fabout%3Fshow_modal%3Dtrue");
    expect(opened.data).toMatchObject({ state: "edit", returnTo: "/about?show_modal=true", form: { id, title: "Stored", fields: [{ name: "source" }] } });
    expect(opened.data).toMatchObject({ documentTitle: "Edit form: Stored | Vireo Sensors" }); // in the locale of the page the editor came from
    expect((await load(undefined, "?returnTo=https%3A%2F%2Fevil.example")).data).toEqual({ state: "new", returnTo: "", rights: { save: null, submissions: false }, documentTitle: "New form | Vireo Sensors" });
    expect((await load(undefined, "?returnTo=%2Fde%2Fkontakt")).data).toMatchObject({ documentTitle: "Neues Formular | Vireo Sensors" });
    expect((await load("987654")).status).toBe(404);
    expect((await load("abc")).status).toBe(404);
  });

  it("never gives a back link off the site (issue 20.4: the open-redirect corpus)", async () => {
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const { returnTo } = (await load(undefined, `?returnTo=${encodeURIComponent(payload)}`)).data as { returnTo: string };
      if (returnTo) expect(staysOnSite(returnTo), `${JSON.stringify(payload)} gave ${returnTo}`).toBe(true);
    }
  });

  it("logs a stored form with invalid JSON and does not open the builder", async () => {
    const { id } = await db.insertInto("forms").values({ title: "Broken", content: "[{oops", additional_buttons: "[]" }).returning("id").executeTakeFirstOrThrow();
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    const loaded = await load(String(id));
    expect(loaded.data).toEqual({ state: "broken", returnTo: "", rights: { save: null, submissions: true }, form: { id, title: "Broken" }, documentTitle: "Edit form: Broken | Vireo Sensors" });
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`form ${id} cannot be edited`));
    error.mockRestore();
  });
});

describe("the submissions screens", () => {
  it("list a form's submissions and download them as a CSV attachment", async () => {
    const id = await createForm(db, { title: "Événement Zürich", content: [field({ id: "a", fieldType: "TextInput", name: "email" })], destination: "", actionUrl: "", successUrl: "", additionalButtons: [] });
    await db.insertInto("form_submissions").values({ form_id: id, form_title: "x", values: JSON.stringify({ email: "ann@example.com" }), locale: "de" }).execute();
    const list = (await loadSubmissions({ request: get(`/editor/forms/${id}/submissions?page_size=24`), params: { id: String(id) }, context: editorContext() })) as unknown as {
      data: { columns: string[]; rows: { values: Record<string, string> }[]; total: number; pageSize: number };
    };
    expect(list.data).toMatchObject({ columns: ["email"], total: 1, pageSize: 24, rows: [{ values: { email: "ann@example.com" } }] });

    const csv = await loadSubmissionsCsv({ request: get(`/editor/forms/${id}/submissions.csv`), params: { id: String(id) }, context: editorContext() });
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toMatch(/^attachment; filename="evenement-zurich-submissions-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''%C3%A9v/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the UTF-8 byte order mark Excel looks for
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split("\r\n")[0]).toBe("Submitted at (UTC),email,Forwarding,Page,Language");
    expect(text).toContain("ann@example.com,Not forwarded (no action URL),,de");
    const missing = (await settle(loadSubmissionsCsv({ request: get("/editor/forms/987654/submissions.csv"), params: { id: "987654" }, context: editorContext() }))) as Response;
    expect(missing.status).toBe(404);
  });
});
