import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, setDb, type Db } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { testContext } from "../../tests/support/request-context";
import { getEditor, signIn, SignInError } from "./auth.server";
import { findEditor, upsertEditor } from "./users.server";

let db: Db;
beforeAll(async () => {
  db = createDb({});
  await migrateToLatest(db);
  setDb(db);
});
afterAll(() => db.destroy());

function loginRequest(email: string, password: string) {
  const body = new URLSearchParams({ email, password });
  const request = new Request("http://localhost/login", { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
  return [request, testContext(request, { clientIp: "10.9.0.1" })] as const;
}

describe("accounts with a role and a scope (issue 43)", () => {
  it("makes a new account without a role an Administrator of everything, as before roles", async () => {
    const { id, created } = await upsertEditor(db, { email: "admin@example.com", password: "correct horse battery" });
    expect(created).toBe(true);
    expect(await findEditor(db, id)).toEqual({ id, email: "admin@example.com", name: "", role: "administrator", locales: null, sections: null });
  });

  it("stores a role and its scope, and keeps them when only the password is set again", async () => {
    const { id } = await upsertEditor(db, { email: "Tina@Example.com", password: "correct horse battery", name: "Tina", role: "translator", locales: ["de"], sections: ["/company", "news"] });
    expect(await findEditor(db, id)).toMatchObject({ role: "translator", locales: ["de"], sections: ["/company", "news"] });
    const again = await upsertEditor(db, { email: "tina@example.com", password: "another long password" });
    expect(again).toEqual({ id, created: false });
    expect(await findEditor(db, id)).toMatchObject({ name: "Tina", role: "translator", locales: ["de"], sections: ["/company", "news"] });
    await upsertEditor(db, { email: "tina@example.com", password: "another long password", role: "publisher", locales: null, sections: null });
    expect(await findEditor(db, id)).toMatchObject({ role: "publisher", locales: null, sections: null });
  });

  it("refuses a role the database does not know (the column's check)", async () => {
    await expect(db.insertInto("users").values({ email: "x@example.com", password_hash: "x", role: "owner" }).execute()).rejects.toThrow(/check constraint/);
  });

  it("ends a deactivated account's open session at its next request and refuses its sign-in", async () => {
    const { id } = await upsertEditor(db, { email: "agency@example.com", password: "correct horse battery", role: "editor", sections: ["/applications"] });
    const setCookie = await signIn(...loginRequest("agency@example.com", "correct horse battery"));
    const cookie = setCookie.split(";")[0];
    const request = () => new Request("http://localhost/editor/pages", { headers: { Cookie: cookie } });
    expect(await getEditor(request())).toMatchObject({ id, role: "editor", sections: ["/applications"] });
    const signedIn = await db.selectFrom("users").select("last_sign_in_at").where("id", "=", id).executeTakeFirstOrThrow();
    expect(signedIn.last_sign_in_at).toBeInstanceOf(Date);

    await db.updateTable("users").set({ active: false }).where("id", "=", id).execute();
    expect(await getEditor(request())).toBeNull();
    await expect(signIn(...loginRequest("agency@example.com", "correct horse battery"))).rejects.toBeInstanceOf(SignInError);
  });

  it("lets a changed role hold from the account's next request, without a new sign-in", async () => {
    const { id } = await upsertEditor(db, { email: "author@example.com", password: "correct horse battery", role: "editor" });
    const cookie = (await signIn(...loginRequest("author@example.com", "correct horse battery"))).split(";")[0];
    const request = () => new Request("http://localhost/editor/pages", { headers: { Cookie: cookie } });
    expect(await getEditor(request())).toMatchObject({ id, role: "editor" });
    await db.updateTable("users").set({ role: "publisher" }).where("id", "=", id).execute();
    expect(await getEditor(request())).toMatchObject({ id, role: "publisher" });
  });
});
