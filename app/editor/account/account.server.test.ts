import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb, type Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { insertPage } from "../../../db/seed/insert-page";
import { testContext } from "../../../tests/support/request-context";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { signIn } from "~/auth/auth.server";
import { loginAction } from "~/auth/login.server";
import { upsertEditor } from "~/auth/users.server";
import * as accountRoute from "~/routes/editor.account";

// /editor/account (issue 43 §3) and where sign-in lands (§2), over the real loader and actions.
let t: TestDb;
let db: Db;
const PASSWORD = "correct horse battery";

async function cookieFor(email: string, password = PASSWORD): Promise<string> {
  const body = new URLSearchParams({ email, password });
  const request = new Request("http://localhost/login", { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
  return (await signIn(request, testContext(request, { clientIp: "10.6.0.1" }))).split(";")[0];
}

type Outcome = { status: number; data: Record<string, unknown>; headers: Headers };
async function call(handler: (args: never) => Promise<unknown>, request: Request): Promise<Outcome> {
  let answer: unknown;
  try {
    answer = await handler({ request, params: {}, context: testContext(request) } as never);
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response) return { status: answer.status, data: {}, headers: answer.headers };
  const wrapped = answer as { data?: Record<string, unknown>; init?: { status?: number } };
  return { status: wrapped.init?.status ?? 200, data: wrapped.data ?? {}, headers: new Headers() };
}

const post = (fields: Record<string, string>, cookie: string) =>
  new Request("http://localhost/editor/account", { method: "POST", body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie } });

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
  await migrateToLatest(db);
  setDb(db);
  await insertPage(db, { translations: { en: { slug: "applications", title: "Applications" }, de: { slug: "anwendungen", title: "Anwendungen" } }, modules: [] });
  await upsertEditor(db, { email: "admin@example.com", password: PASSWORD, name: "Ada" });
  await upsertEditor(db, { email: "greta@example.com", password: PASSWORD, name: "Greta", role: "translator", locales: ["de"] });
  await upsertEditor(db, { email: "agency@example.com", password: PASSWORD, name: "Agency", role: "editor", sections: ["/applications"] });
  await upsertEditor(db, { email: "news@example.com", password: PASSWORD, role: "editor", sections: ["news"] });
}, 120_000);
afterAll(() => t.destroy());

describe("/editor/account", () => {
  it("shows every account its own name, role and scope", async () => {
    const cookie = await cookieFor("greta@example.com");
    const page = await call(accountRoute.loader, new Request("http://localhost/editor/account", { headers: { Cookie: cookie } }));
    expect(page.status).toBe(200);
    expect(page.data.account).toMatchObject({ email: "greta@example.com", name: "Greta", role: "translator", locales: ["de"] });
    expect(page.data.canManageUsers).toBe(false);
  });

  it("changes its own name, audited", async () => {
    const cookie = await cookieFor("greta@example.com");
    const empty = await call(accountRoute.action, post({ _action: "name", name: "  " }, cookie));
    expect(empty.status).toBe(400);
    const saved = await call(accountRoute.action, post({ _action: "name", name: "Greta Graf" }, cookie));
    expect(saved.status).toBe(303);
    expect((await db.selectFrom("users").select("name").where("email", "=", "greta@example.com").executeTakeFirstOrThrow()).name).toBe("Greta Graf");
    expect(await db.selectFrom("audit_log").select(["actor", "action"]).where("action", "=", "account.update").execute()).toEqual([{ actor: "Greta Graf", action: "account.update" }]);
  });

  it("refuses a wrong current password and the policy on their fields; the right one changes it and ends the other sessions", async () => {
    const cookie = await cookieFor("admin@example.com");
    const other = await cookieFor("admin@example.com");
    const wrong = await call(accountRoute.action, post({ _action: "password", current: "not the password", password: "a new long password", repeat: "a new long password" }, cookie));
    expect(wrong.status).toBe(400);
    expect((wrong.data.result as { error: Record<string, string[]> }).error).toEqual({ current: ["account.errors.currentWrong"] });
    const short = await call(accountRoute.action, post({ _action: "password", current: PASSWORD, password: "short", repeat: "short" }, cookie));
    expect((short.data.result as { error: Record<string, string[]> }).error).toEqual({ password: ["account.errors.passwordPolicy"] });
    const differ = await call(accountRoute.action, post({ _action: "password", current: PASSWORD, password: "a new long password", repeat: "another long password" }, cookie));
    expect((differ.data.result as { error: Record<string, string[]> }).error).toEqual({ repeat: ["account.errors.passwordRepeat"] });
    await expect(cookieFor("admin@example.com", "a new long password")).rejects.toThrow();

    const changed = await call(accountRoute.action, post({ _action: "password", current: PASSWORD, password: "a new long password", repeat: "a new long password" }, cookie));
    expect(changed.status).toBe(303);
    expect(changed.headers.get("Location")).toBe("/editor/account?done=password");
    await expect(cookieFor("admin@example.com")).rejects.toThrow();
    expect(await cookieFor("admin@example.com", "a new long password")).toContain("__session=");
    const view = (c: string) => call(accountRoute.loader, new Request("http://localhost/editor/account", { headers: { Cookie: c } }));
    expect((await view(cookie)).status).toBe(200); // this session stays
    expect((await view(other)).status).toBe(302); // the other one was signed out
    expect((await db.selectFrom("audit_log").select("action").where("action", "=", "account.password").execute()).length).toBe(1);
  });
});

describe("where sign-in lands", () => {
  async function landing(email: string, { path = "/login", redirectTo = "" } = {}) {
    const body = new URLSearchParams({ email, password: email === "admin@example.com" ? "a new long password" : PASSWORD, redirectTo });
    const request = new Request(`http://localhost${path}`, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    const answer = (await loginAction(request, testContext(request, { clientIp: "10.6.1.1" }))) as Response;
    expect(answer.status).toBe(302);
    return answer.headers.get("Location");
  }

  it("takes a German-only translator from /login to the German home, and away from English pages it cannot edit", async () => {
    expect(await landing("greta@example.com")).toBe("/de");
    expect(await landing("greta@example.com", { redirectTo: "/company" })).toBe("/de");
    expect(await landing("greta@example.com", { redirectTo: "/de/unternehmen" })).toBe("/de/unternehmen");
    expect(await landing("greta@example.com", { redirectTo: "/editor/pages" })).toBe("/editor/pages");
  });

  it("takes an account scoped to sections to its first section's page, in the sign-in page's locale", async () => {
    expect(await landing("agency@example.com")).toBe("/applications");
    expect(await landing("agency@example.com", { path: "/de/login" })).toBe("/de/anwendungen");
    expect(await landing("news@example.com", { path: "/de/login" })).toBe("/de");
  });

  it("keeps an account that works everywhere where it asked to go, or on the sign-in page's home", async () => {
    expect(await landing("admin@example.com")).toBe("/");
    expect(await landing("admin@example.com", { path: "/jp/login" })).toBe("/jp");
    expect(await landing("admin@example.com", { redirectTo: "/de/unternehmen?draft=true" })).toBe("/de/unternehmen?draft=true");
  });
});
