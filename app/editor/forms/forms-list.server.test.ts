import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb, type Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { testContext } from "../../../tests/support/request-context";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { getEditor } from "~/auth/auth.server";
import { formsMenuFor } from "./forms-menu.server";
import { loadFormsList } from "./forms-list-route.server";
import { callAs, signInAll, type Signed, type Who } from "./role-accounts.test-support";

// Issue 47 item 7: the forms list (/editor/forms) and the toolbar's Forms and Submissions entries,
// for each role of the team: the entries show only to who can use them, and a row links its
// submissions only where the account may read them.

let t: TestDb;
let db: Db;
let as: Signed;
let alpha: number;
let beta: number;

async function addForm(title: string, submissions: number): Promise<number> {
  const row = await db.insertInto("forms").values({ title, content: "[]", additional_buttons: "[]" }).returning("id").executeTakeFirstOrThrow();
  for (let i = 0; i < submissions; i++) await db.insertInto("form_submissions").values({ form_id: row.id, form_title: title, values: "{}", locale: "en" }).execute();
  return row.id;
}

type Row = { id: number; title: string; submissions: number; readable: boolean };
type Listed = { rows: Row[]; total: number; view: string; mayCreate: boolean };
const list = async (who: Who, query = "") => {
  const outcome = await callAs(testContext, as[who].cookie, loadFormsList, `/editor/forms${query}`);
  expect(outcome.status).toBe(200);
  return outcome.data as unknown as Listed;
};
const menu = async (who: Who) => {
  const request = new Request("http://localhost/", { headers: { Cookie: as[who].cookie } });
  return formsMenuFor(db, (await getEditor(request))!);
};

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
  await migrateToLatest(db);
  setDb(db);
  as = await signInAll(db, testContext, "10.47.7.1");
  alpha = await addForm("Alpha enquiry", 2);
  beta = await addForm("Beta download", 0);
  // The author (role editor) was given Beta's submissions.
  await db.insertInto("form_submission_readers").values({ form_id: beta, user_id: as.author.id }).execute();
}, 120_000);
afterAll(() => t.destroy());

describe("the toolbar's Forms and Submissions entries", () => {
  it("shows Forms to who may build forms and Submissions to who reads some form's", async () => {
    expect(await menu("admin")).toEqual({ forms: true, submissions: true });
    expect(await menu("publisher")).toEqual({ forms: true, submissions: false });
    expect(await menu("author")).toEqual({ forms: false, submissions: true });
    expect(await menu("translator")).toEqual({ forms: false, submissions: false });
    expect(await menu("agency")).toEqual({ forms: false, submissions: false });
  });
});

describe("/editor/forms", () => {
  it("lists every form by title, with its submissions for an Administrator", async () => {
    const { rows, mayCreate } = await list("admin");
    expect(rows.map((r) => [r.id, r.title, r.submissions, r.readable])).toEqual([
      [alpha, "Alpha enquiry", 2, true],
      [beta, "Beta download", 0, true],
    ]);
    expect(mayCreate).toBe(true);
  });

  it("links no submissions a Publisher may not read, and offers no New form to an author", async () => {
    expect((await list("publisher")).rows.map((r) => r.readable)).toEqual([false, false]);
    const author = await list("author");
    expect(author.mayCreate).toBe(false);
    expect(author.rows.map((r) => [r.id, r.readable])).toEqual([
      [alpha, false],
      [beta, true],
    ]);
  });

  it("lists in the submissions view only the forms whose submissions the account reads", async () => {
    expect((await list("admin", "?view=submissions")).rows.map((r) => r.id)).toEqual([alpha, beta]);
    const author = await list("author", "?view=submissions");
    expect(author.view).toBe("submissions");
    expect(author.rows.map((r) => r.id)).toEqual([beta]);
    expect((await list("translator", "?view=submissions")).rows).toEqual([]);
  });

  it("finds forms by title", async () => {
    expect((await list("admin", "?q=beta")).rows.map((r) => r.id)).toEqual([beta]);
    expect((await list("admin", "?q=%25")).total).toBe(0);
  });

  it("sends an account that is not signed in to sign in", async () => {
    const request = new Request("http://localhost/editor/forms");
    const thrown = await Promise.resolve(loadFormsList({ request, params: {}, context: testContext(request) })).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect([302, 401]).toContain((thrown as Response).status);
  });
});
