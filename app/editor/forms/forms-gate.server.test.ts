import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb, type Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { testContext } from "../../../tests/support/request-context";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { action as apiAction, loader as apiLoader } from "~/routes/api.editor.$action";
import { loadBuilder } from "./builder-route.server";
import type { BuilderRights } from "./builder-types";
import { callAs, EVERYONE, refusalText, refusedRights, signInAll, type Signed, type Who } from "./role-accounts.test-support";
import { loadSubmissions, loadSubmissionsCsv, submissionsAction } from "./submissions-route.server";

// Issue 43: the form builder (its screens and the live saves through /api/editor), the JSON API's
// uploads and links, and the submissions (personal data: Administrators and the accounts given a
// form's submissions). Each role, allowed and refused: a refusal is 403 naming why in the
// editor's language, audited, and nothing is written.

let t: TestDb;
let db: Db;
let as: Signed;
let formA: number;
let formB: number;

const FIELDS = [
  { id: "a", fieldType: "TextInput", name: "email", label: "E-mail", placeholder: "", isPlaceholderVisible: false, helpBlockText: "", isHelpBlockVisible: false, isRequired: false, isUnique: false, isConditional: false, conditionalName: "", conditionalValue: "" },
];
const payload = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ title: "Contact", content: FIELDS, destination: "", actionUrl: "", successUrl: "", additionalButtons: [], ...over });

async function addForm(title: string): Promise<number> {
  const row = await db.insertInto("forms").values({ title, content: JSON.stringify(FIELDS), additional_buttons: "[]" }).returning("id").executeTakeFirstOrThrow();
  await db.insertInto("form_submissions").values({ form_id: row.id, form_title: title, values: JSON.stringify({ email: `${title.toLowerCase()}@example.com` }), locale: "en" }).execute();
  return row.id;
}

const forms = async () => db.selectFrom("forms").select(["id", "title", "updated_at"]).orderBy("id").execute();
const submissionCount = async (formId: number) =>
  Number((await db.selectFrom("form_submissions").select((eb) => eb.fn.countAll().as("n")).where("form_id", "=", formId).executeTakeFirstOrThrow()).n);
const readersOf = async (formId: number) => (await db.selectFrom("form_submission_readers").select("user_id").where("form_id", "=", formId).orderBy("user_id").execute()).map((r) => r.user_id);

const api = (who: Who, name: string, body: Record<string, string> | FormData, de = false) => callAs(testContext, as[who].cookie, apiAction, `/api/editor/${name}`, { body, params: { action: name }, de });
const apiGet = (who: Who, name: string, query = "") => callAs(testContext, as[who].cookie, apiLoader, `/api/editor/${name}?${query}`, { params: { action: name } });
const submissions = (who: Who, id: number, de = false) => callAs(testContext, as[who].cookie, loadSubmissions, `/editor/forms/${id}/submissions`, { params: { id: String(id) }, de });
const csv = (who: Who, id: number, de = false) => callAs(testContext, as[who].cookie, loadSubmissionsCsv, `/editor/forms/${id}/submissions.csv`, { params: { id: String(id) }, de });
const postSubmissions = (who: Who, id: number, body: Record<string, string | string[]>, de = false) =>
  callAs(testContext, as[who].cookie, submissionsAction, `/editor/forms/${id}/submissions`, { body, params: { id: String(id) }, de });

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
  await migrateToLatest(db);
  setDb(db);
  as = await signInAll(db, testContext, "10.43.2.1");
  formA = await addForm("Alpha");
  formB = await addForm("Beta");
}, 120_000);
afterAll(() => t.destroy());

describe("the form builder's screens", () => {
  it("opens a new form only for accounts that may edit forms", async () => {
    for (const who of ["admin", "publisher"] as const) expect((await callAs(testContext, as[who].cookie, loadBuilder, "/editor/forms/new")).status).toBe(200);
    const refused = await callAs(testContext, as.author.cookie, loadBuilder, "/editor/forms/new", { de: true });
    expect(refused.status).toBe(403);
    expect(refusalText(refused)).toBe("Ihre Rolle Redakteur (alle Sprachen) darf nicht Formulare bearbeiten.");
    for (const who of ["translator", "agency"] as const) expect((await callAs(testContext, as[who].cookie, loadBuilder, "/editor/forms/new")).status).toBe(403);
    expect(await refusedRights(db)).toContainEqual(expect.objectContaining({ right: "forms.edit", reason: "role" }));
  });

  it("shows every editor a form, with Save disabled and the reason for those who may not save, and Submissions only to those who may read them", async () => {
    const rightsOf = async (who: Who) => {
      const answer = await callAs(testContext, as[who].cookie, loadBuilder, `/editor/forms/${formA}`, { params: { id: String(formA) } });
      expect(answer.status).toBe(200);
      return answer.data?.rights as BuilderRights;
    };
    expect(await rightsOf("admin")).toEqual({ save: null, submissions: true });
    expect(await rightsOf("publisher")).toEqual({ save: null, submissions: false });
    expect(await rightsOf("author")).toEqual({ save: "Your role Editor (all languages) cannot edit forms.", submissions: false });
    expect((await rightsOf("translator")).save).toBe("Your role Translator (Deutsch) cannot edit forms.");
    expect((await rightsOf("agency")).save).toBe("Your role Editor (all languages) cannot edit forms.");
  });
});

describe("the builder's live saves (/api/editor)", () => {
  it("lets administrators and publishers create, update and delete forms", async () => {
    for (const who of ["admin", "publisher"] as const) {
      const created = await api(who, "createForm", { payload: payload({ title: `By ${who}` }) });
      expect(created.status).toBe(200);
      const id = (JSON.parse(created.text ?? "{}") as { id: number }).id;
      expect((await api(who, "updateForm", { payload: payload({ id, title: `By ${who} 2` }) })).status).toBe(200);
      expect((await api(who, "deleteForm", { id: String(id) })).status).toBe(200);
    }
  });

  it("refuses editors, translators and the agency with 403 JSON naming why, audited, nothing written (a forged call too)", async () => {
    const before = await forms();
    for (const who of ["author", "translator", "agency"] as const) {
      for (const [name, body] of [
        ["createForm", { payload: payload({ title: "Forged" }) }],
        ["updateForm", { payload: payload({ id: formA, title: "Forged" }) }],
        ["deleteForm", { id: String(formB) }],
      ] as const) {
        const refused = await api(who, name, body, true);
        expect(refused.status).toBe(403);
        expect(refused.headers?.get("Content-Type")).toContain("application/json");
        expect((JSON.parse(refused.text ?? "{}") as { error: string }).error).toMatch(/^Ihre Rolle .* darf nicht Formulare bearbeiten\.$/);
      }
    }
    expect(await forms()).toEqual(before);
    const audited = await db.selectFrom("audit_log").select(["actor", "target_id", "detail"]).where("action", "=", "refused").where("target_kind", "=", "form").execute();
    expect(audited.map((r) => [r.actor, r.target_id])).toEqual(expect.arrayContaining([["translator", String(formA)], ["author", String(formB)], ["agency", "new"]]));
  });

  it("lets anyone who may upload media add a link, and refuses a translator's link and image", async () => {
    const link = { linkType: "external", url: "https://example.com/a", text: "Example", target: "auto" };
    for (const who of ["author", "agency", "publisher"] as const) {
      const added = await api(who, "addLink", { ...link, url: `https://example.com/${who}`, confirm: "true" });
      expect(added.status, `${who}: ${added.text}`).toBe(200);
    }
    const linksBefore = await db.selectFrom("links").select("id").execute();
    const refused = await api("translator", "addLink", { ...link, confirm: "true" }, true);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text ?? "{}")).toEqual({ error: "Ihre Rolle Übersetzer (Deutsch) darf nicht Medien hochladen." });
    const image = new FormData();
    image.set("file", new File([new Uint8Array([1, 2, 3])], "x.png", { type: "image/png" }));
    expect((await api("translator", "addImage", image)).status).toBe(403);
    expect(await db.selectFrom("links").select("id").execute()).toEqual(linksBefore);
    expect(await refusedRights(db)).toContainEqual(expect.objectContaining({ right: "media.upload", reason: "role" }));
  });

  it("answers the picker lists to any signed-in editor, with what each row allows", async () => {
    type List = { results: { id: number; maySeeSubmissions: boolean }[]; mayEdit: boolean };
    const list = async (who: Who) => {
      const answer = await apiGet(who, "fetchForms", "page=1&search=");
      expect(answer.status).toBe(200);
      return JSON.parse(answer.text ?? "{}") as List;
    };
    const admin = await list("admin");
    expect(admin.mayEdit).toBe(true);
    expect(admin.results.every((r) => r.maySeeSubmissions)).toBe(true);
    const translator = await list("translator");
    expect(translator.mayEdit).toBe(false);
    expect(translator.results.some((r) => r.maySeeSubmissions)).toBe(false);
    for (const who of EVERYONE) expect((await apiGet(who, "fetchPages", "page=1&search=")).status).toBe(200);
  });
});

describe("submissions", () => {
  it("shows them, their CSV and Delete only to administrators; anyone else is refused, naming why, and audited", async () => {
    expect((await submissions("admin", formA)).status).toBe(200);
    const download = await csv("admin", formA);
    expect(download.status).toBe(200);
    expect(download.text).toContain("alpha@example.com");
    for (const who of ["publisher", "author", "translator", "agency"] as const) {
      const screen = await submissions(who, formA, true);
      expect(screen.status).toBe(403);
      expect(refusalText(screen)).toMatch(/^Ihre Rolle (Publisher|Redakteur|Übersetzer) \((alle Sprachen|Deutsch)\) darf nicht Formulareinsendungen sehen\.$/);
      const file = await csv(who, formA, true);
      expect(file.status).toBe(403);
      expect(file.text).toContain('<html lang="de"');
      expect(file.text).not.toContain("alpha@example.com");
      const del = await postSubmissions(who, formA, { _action: "delete", submissionId: "1" });
      expect(del.status).toBe(403);
    }
    expect(await submissionCount(formA)).toBe(1);
    expect(await refusedRights(db)).toContainEqual(expect.objectContaining({ right: "submissions.read", reason: "role" }));
  });

  it("lets an administrator give an editor one form's submissions, with a plain form", async () => {
    const screen = await submissions("admin", formA);
    const candidates = screen.data?.readers as { id: number; reader: boolean; role: string }[];
    expect(candidates.map((c) => c.id).sort()).toEqual([as.publisher.id, as.author.id, as.translator.id, as.agency.id].sort());
    expect(candidates.every((c) => !c.reader && c.role !== "administrator")).toBe(true);
    const saved = await postSubmissions("admin", formA, { _action: "readers", reader: [String(as.author.id), String(as.admin.id)] });
    expect(saved.status).toBe(303);
    expect(saved.headers?.get("Location")).toBe(`/editor/forms/${formA}/submissions?done=readers`);
    expect(await readersOf(formA)).toEqual([as.author.id]); // an administrator reads them anyway: not added
    const entry = await db.selectFrom("audit_log").select(["action", "target_id", "detail"]).where("action", "=", "form.readers").executeTakeFirstOrThrow();
    expect(entry.target_id).toBe(String(formA));
    // Others do not see the readers form, and cannot forge it.
    expect((await submissions("author", formA)).data?.readers).toBeNull();
    for (const who of ["publisher", "author"] as const) {
      const forged = await postSubmissions(who, formA, { _action: "readers", reader: [String(as[who].id), String(as.agency.id)] }, true);
      expect(forged.status).toBe(403);
      expect(refusalText(forged)).toMatch(/darf nicht Konten verwalten\.$/);
    }
    expect(await readersOf(formA)).toEqual([as.author.id]);
  });

  it("lets the editor given a form's submissions read, download and delete them, and not another form's", async () => {
    const screen = await submissions("author", formA);
    expect(screen.status).toBe(200);
    expect((screen.data?.rows as { values: Record<string, string> }[])[0].values.email).toBe("alpha@example.com");
    const download = await csv("author", formA);
    expect(download.status).toBe(200);
    expect(download.text).toContain("alpha@example.com");
    const builder = await callAs(testContext, as.author.cookie, loadBuilder, `/editor/forms/${formA}`, { params: { id: String(formA) } });
    expect((builder.data?.rights as BuilderRights).submissions).toBe(true);
    const list = JSON.parse((await apiGet("author", "fetchForms", "page=1&search=")).text ?? "{}") as { results: { id: number; maySeeSubmissions: boolean }[] };
    expect(list.results.filter((r) => r.maySeeSubmissions).map((r) => r.id)).toEqual([formA]);

    expect((await submissions("author", formB, true)).status).toBe(403);
    const other = await csv("author", formB);
    expect(other.status).toBe(403);
    expect(other.text).toContain("Your role Editor (all languages) cannot see form submissions.");
    expect(other.text).not.toContain("beta@example.com");
    expect((await postSubmissions("author", formB, { _action: "delete", submissionId: "1" })).status).toBe(403);
    expect(await submissionCount(formB)).toBe(1);

    const id = (await db.selectFrom("form_submissions").select("id").where("form_id", "=", formA).executeTakeFirstOrThrow()).id;
    const deleted = await postSubmissions("author", formA, { _action: "delete", submissionId: String(id) });
    expect(deleted.status).toBe(303);
    expect(await submissionCount(formA)).toBe(0);
    expect(await db.selectFrom("audit_log").select("action").where("action", "=", "form.submissionDelete").execute()).toHaveLength(1);
  });

  it("takes the right away again, and it goes with the form", async () => {
    expect((await postSubmissions("admin", formA, { _action: "readers" })).status).toBe(303);
    expect(await readersOf(formA)).toEqual([]);
    expect((await submissions("author", formA)).status).toBe(403);
    await postSubmissions("admin", formB, { _action: "readers", reader: String(as.agency.id) });
    expect((await submissions("agency", formB)).status).toBe(200); // a section-scoped account too, once given the form
    await db.deleteFrom("form_submissions").where("form_id", "=", formB).execute();
    await db.deleteFrom("forms").where("id", "=", formB).execute();
    expect(await readersOf(formB)).toEqual([]);
  });
});
