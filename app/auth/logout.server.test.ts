import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, setDb, type Db } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { testContext } from "../../tests/support/request-context";
import { getEditor, signIn } from "./auth.server";
import { logout } from "./logout.server";
import { upsertEditor } from "./users.server";

let db: Db;
beforeAll(async () => {
  db = createDb({});
  await migrateToLatest(db);
  setDb(db);
  await upsertEditor(db, { email: "leaving@example.com", password: "correct horse battery", name: "Lea" });
});
afterAll(() => db.destroy());

async function signedInCookie(ip: string): Promise<string> {
  const body = new URLSearchParams({ email: "leaving@example.com", password: "correct horse battery" });
  const request = new Request("http://localhost/login", { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
  const setCookie = await signIn(request, testContext(request, { clientIp: ip }));
  return setCookie.split(";")[0];
}

async function logOut(cookie: string, body?: URLSearchParams): Promise<Response> {
  const request = new Request("http://localhost/api/logout", { method: "POST", headers: { Cookie: cookie }, body });
  return logout(request);
}

describe("logout (POST /api/logout)", () => {
  it("signs out and redirects home when the body is empty", async () => {
    const cookie = await signedInCookie("10.1.0.1");
    const response = await logOut(cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toMatch(/^__session=;/);
    expect(await getEditor(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toBeNull();
  });

  it("redirects to the home page of the locale it is sent", async () => {
    const response = await logOut(await signedInCookie("10.1.0.2"), new URLSearchParams({ locale: "de" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/de");
  });

  it("redirects home for an unknown locale or a body that is not a form", async () => {
    expect((await logOut("", new URLSearchParams({ locale: "xx" }))).headers.get("Location")).toBe("/");
    const json = new Request("http://localhost/api/logout", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" });
    expect((await logout(json)).headers.get("Location")).toBe("/");
  });
});
