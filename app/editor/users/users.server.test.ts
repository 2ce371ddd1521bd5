import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb, type Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { insertPage } from "../../../db/seed/insert-page";
import { testContext } from "../../../tests/support/request-context";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { signIn } from "~/auth/auth.server";
import { upsertEditor } from "~/auth/users.server";
import * as usersRoute from "~/routes/editor.users._index";
import * as userRoute from "~/routes/editor.users.$userId";
import * as accountRoute from "~/routes/editor.account";
import * as setPasswordRoute from "~/routes/($lang).set-password.$token";

// /editor/users, the one-time password links and the gate (issue 43 §3), over the real route
// loaders and actions with real session cookies.
let t: TestDb;
let db: Db;
const cookies: Record<string, string> = {};
const PASSWORD = "correct horse battery";

async function cookieFor(email: string, password = PASSWORD): Promise<string> {
  const body = new URLSearchParams({ email, password });
  const request = new Request("http://localhost/login", { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
  return (await signIn(request, testContext(request, { clientIp: "10.8.0.1" }))).split(";")[0];
}

type Handler = (args: { request: Request; params: Record<string, string>; context: ReturnType<typeof testContext> }) => Promise<unknown>;
type Outcome = { status: number; data: Record<string, unknown>; headers: Headers };

/** A loader's or action's answer, thrown or returned: its status, data and headers. */
async function call(handler: Handler, request: Request, params: Record<string, string> = {}): Promise<Outcome> {
  let answer: unknown;
  try {
    answer = await handler({ request, params, context: testContext(request) });
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response) return { status: answer.status, data: {}, headers: answer.headers };
  const wrapped = answer as { type?: string; data?: Record<string, unknown>; init?: { status?: number; headers?: HeadersInit } };
  if (wrapped?.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, data: wrapped.data ?? {}, headers: new Headers(wrapped.init?.headers) };
  return { status: 200, data: answer as Record<string, unknown>, headers: new Headers() };
}

const get = (path: string, cookie?: string, language = "en") =>
  new Request(`http://localhost${path}`, { headers: { ...(cookie ? { Cookie: cookie } : {}), "Accept-Language": language } });
const post = (path: string, fields: Record<string, string | string[]>, cookie?: string, language = "en") => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}), "Accept-Language": language },
  });
};
const cookieOf = (outcome: Outcome) => outcome.headers.get("Set-Cookie")?.split(";")[0];
const idOf = async (email: string) => (await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
const audit = async (action: string) => db.selectFrom("audit_log").select(["actor", "target_kind", "target_id", "detail"]).where("action", "=", action).execute();

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
  await migrateToLatest(db);
  setDb(db);
  await insertPage(db, { translations: { en: { slug: "applications", title: "Applications" }, de: { slug: "anwendungen", title: "Anwendungen" } }, modules: [] });
  await upsertEditor(db, { email: "admin@example.com", password: PASSWORD, name: "Ada" });
  await upsertEditor(db, { email: "author@example.com", password: PASSWORD, name: "Otto", role: "editor" });
  cookies.admin = await cookieFor("admin@example.com");
  cookies.author = await cookieFor("author@example.com");
}, 120_000);
afterAll(() => t.destroy());

/** The admin adds an account; answers the link shown on the account's page right after. */
async function addAccount(fields: Record<string, string | string[]>): Promise<{ id: number; url: string }> {
  const created = await call(usersRoute.action as Handler, post("/editor/users", fields, cookies.admin));
  expect(created.status).toBe(303);
  const location = created.headers.get("Location")!;
  const id = Number(location.match(/\/editor\/users\/(\d+)\?done=created$/)![1]);
  const page = await call(userRoute.loader as Handler, get(location, cookieOf(created) ?? cookies.admin), { userId: String(id) });
  const link = page.data.link as { url: string; hours: number };
  expect(link.hours).toBe(72);
  // Shown once: the next view of the page has no link.
  const again = await call(userRoute.loader as Handler, get(location, cookies.admin), { userId: String(id) });
  expect(again.data.link).toBeNull();
  return { id, url: link.url };
}

function tokenOf(url: string): { lang?: string; token: string; path: string } {
  const { pathname } = new URL(url);
  const [, lang, token] = pathname.match(/^(?:\/(\w\w))?\/set-password\/([\w-]+)$/)!;
  return { lang, token, path: pathname };
}

describe("/editor/users", () => {
  it("lists the team for an Administrator", async () => {
    const list = await call(usersRoute.loader as Handler, get("/editor/users", cookies.admin));
    expect(list.status).toBe(200);
    const users = list.data.users as { email: string; role: string; active: boolean; lastSignInAt: string | null }[];
    expect(users.map((u) => [u.email, u.role, u.active])).toEqual([
      ["admin@example.com", "administrator", true],
      ["author@example.com", "editor", true],
    ]);
    expect(users[0].lastSignInAt).not.toBeNull();
  });

  it("refuses a non-administrator, GET and a forged POST, naming why in its language; nothing written", async () => {
    const view = await call(usersRoute.loader as Handler, get("/editor/users", cookies.author));
    expect(view.status).toBe(403);
    expect((view.data.refusal as { message: string }).message).toBe("Your role Editor (all languages) cannot manage accounts.");
    const forged = await call(usersRoute.action as Handler, post("/editor/users", { email: "evil@example.com", role: "administrator" }, cookies.author, "de"));
    expect(forged.status).toBe(403);
    expect((forged.data.refusal as { message: string }).message).toMatch(/^Ihre Rolle Redakteur \(alle Sprachen\) darf nicht /);
    const authorId = await idOf("author@example.com");
    const promote = await call(userRoute.action as Handler, post(`/editor/users/${authorId}`, { _action: "update", role: "administrator" }, cookies.author), { userId: String(authorId) });
    expect(promote.status).toBe(403);
    expect(await db.selectFrom("users").select("email").where("email", "=", "evil@example.com").executeTakeFirst()).toBeUndefined();
    expect((await db.selectFrom("users").select("role").where("id", "=", authorId).executeTakeFirstOrThrow()).role).toBe("editor");
    expect((await audit("refused")).map((r) => (r.detail as { right: string }).right)).toEqual(["users.manage", "users.manage", "users.manage"]);
  });

  it("creates an account without a usable password and a link that sets one once, in the account's language", async () => {
    const { id, url } = await addAccount({ email: " Greta@Example.com ", name: "Greta", role: "translator", locales: "de", sections: "" });
    const row = await db.selectFrom("users").select(["email", "role", "locales", "sections", "password_hash"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: "greta@example.com", role: "translator", locales: ["de"], sections: null });
    // No password signs in before the link is used.
    await expect(cookieFor("greta@example.com", row.password_hash)).rejects.toThrow();
    const { lang, token, path } = tokenOf(url);
    expect(lang).toBe("de");
    expect(url.startsWith("http")).toBe(true);
    // Only the hash is stored.
    const stored = await db.selectFrom("password_links").select("token_hash").where("user_id", "=", id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(token);

    const form = await call(setPasswordRoute.loader as Handler, get(path), { lang: lang!, token });
    expect(form.status).toBe(200);
    expect((form.data.texts as { title: string }).title).toBe("Passwort festlegen");
    expect(form.data.email).toBe("greta@example.com");

    const short = await call(setPasswordRoute.action as Handler, post(path, { password: "kurz", repeat: "kurz" }), { lang: lang!, token });
    expect(short.status).toBe(400);
    expect(short.data.errors).toEqual({ password: "account.errors.passwordPolicy" });
    const mismatch = await call(setPasswordRoute.action as Handler, post(path, { password: "ein langes Passwort", repeat: "ein anderes Passwort" }), { lang: lang!, token });
    expect(mismatch.data.errors).toEqual({ repeat: "account.errors.passwordRepeat" });

    const set = await call(setPasswordRoute.action as Handler, post(path, { password: "ein langes Passwort", repeat: "ein langes Passwort" }), { lang: lang!, token });
    expect(set.status).toBe(302);
    expect(set.headers.get("Location")).toBe("/de"); // signed in, on the German home: where a German translator works
    expect(set.headers.get("Set-Cookie")).toContain("__session=");
    expect(await cookieFor("greta@example.com", "ein langes Passwort")).toContain("__session=");

    // Used: 410, on the page and on a second submission; nothing changes.
    const used = await call(setPasswordRoute.loader as Handler, get(path), { lang: lang!, token });
    expect(used.status).toBe(410);
    expect(used.data.state).toBe("gone");
    const reuse = await call(setPasswordRoute.action as Handler, post(path, { password: "noch ein Passwort", repeat: "noch ein Passwort" }), { lang: lang!, token });
    expect(reuse.status).toBe(410);
    expect(await cookieFor("greta@example.com", "ein langes Passwort")).toContain("__session=");
    expect((await audit("user.create")).map((r) => [r.actor, r.target_kind, r.target_id])).toEqual([["Ada", "user", String(id)]]);
    expect((await audit("user.linkCreate")).length).toBeGreaterThanOrEqual(1);
  });

  it("answers 410 for an expired link, one replaced by a newer one, and a made-up one", async () => {
    const { id, url } = await addAccount({ email: "late@example.com", name: "Late", role: "editor" });
    const { token, path } = tokenOf(url);
    expect(path.startsWith("/set-password/")).toBe(true); // every locale: English, no prefix
    await db.updateTable("password_links").set({ expires_at: new Date(Date.now() - 1000) }).where("user_id", "=", id).execute();
    expect((await call(setPasswordRoute.loader as Handler, get(path), { token })).status).toBe(410);
    expect((await call(setPasswordRoute.action as Handler, post(path, { password: "a long password", repeat: "a long password" }), { token })).status).toBe(410);

    const fresh = await call(userRoute.action as Handler, post(`/editor/users/${id}`, { _action: "link" }, cookies.admin), { userId: String(id) });
    expect(fresh.status).toBe(303);
    const first = (await call(userRoute.loader as Handler, get(`/editor/users/${id}?done=link`, cookies.admin), { userId: String(id) })).data.link as { url: string };
    await call(userRoute.action as Handler, post(`/editor/users/${id}`, { _action: "link" }, cookies.admin), { userId: String(id) });
    const second = (await call(userRoute.loader as Handler, get(`/editor/users/${id}?done=link`, cookies.admin), { userId: String(id) })).data.link as { url: string };
    expect((await call(setPasswordRoute.loader as Handler, get(tokenOf(first.url).path), { token: tokenOf(first.url).token })).status).toBe(410);
    expect((await call(setPasswordRoute.loader as Handler, get(tokenOf(second.url).path), { token: tokenOf(second.url).token })).status).toBe(200);
    expect((await call(setPasswordRoute.loader as Handler, get("/set-password/nope"), { token: "nope" })).status).toBe(410);
    expect((await call(setPasswordRoute.loader as Handler, get(`/fr/set-password/${token}`), { lang: "fr", token })).status).toBe(404);
  });

  it("returns refused fields with the typed values: a taken e-mail, a section that is no page", async () => {
    const taken = await call(usersRoute.action as Handler, post("/editor/users", { email: "author@example.com", name: "Again", role: "editor" }, cookies.admin));
    expect(taken.status).toBe(409);
    const reply = taken.data.result as { error: Record<string, string[]>; initialValue: Record<string, unknown> };
    expect(reply.error.email).toEqual(["users.errors.emailTaken"]);
    expect(reply.initialValue).toMatchObject({ name: "Again", role: "editor" });
    const nowhere = await call(usersRoute.action as Handler, post("/editor/users", { email: "x@example.com", role: "editor", sections: "/applications\n/nowhere" }, cookies.admin));
    expect(nowhere.status).toBe(400);
    expect((nowhere.data.result as { error: Record<string, string[]> }).error.sections).toEqual(["users.errors.sectionUnknown"]);
    const bad = await call(usersRoute.action as Handler, post("/editor/users", { email: "not an address", role: "boss", sections: "Applications!" }, cookies.admin));
    expect(Object.keys((bad.data.result as { error: Record<string, string[]> }).error).sort()).toEqual(["email", "role", "sections"]);
  });

  it("gives a role change from the account's next request, without a new sign-in", async () => {
    const authorId = await idOf("author@example.com");
    expect((await call(usersRoute.loader as Handler, get("/editor/users", cookies.author))).status).toBe(403);
    const promote = await call(userRoute.action as Handler, post(`/editor/users/${authorId}`, { _action: "update", role: "administrator", active: "on", sections: "" }, cookies.admin), { userId: String(authorId) });
    expect(promote.status).toBe(303);
    expect((await call(usersRoute.loader as Handler, get("/editor/users", cookies.author))).status).toBe(200);
    const scoped = await call(userRoute.action as Handler, post(`/editor/users/${authorId}`, { _action: "update", role: "editor", locales: ["de", "jp"], sections: "/applications, news", active: "on" }, cookies.admin), { userId: String(authorId) });
    expect(scoped.status).toBe(303);
    expect(await db.selectFrom("users").select(["role", "locales", "sections"]).where("id", "=", authorId).executeTakeFirstOrThrow()).toEqual({ role: "editor", locales: ["de", "jp"], sections: ["/applications", "news"] });
    expect((await call(usersRoute.loader as Handler, get("/editor/users", cookies.author))).status).toBe(403);
    expect((await audit("user.update")).at(-1)?.detail).toMatchObject({ after: { role: "editor", locales: ["de", "jp"], sections: ["/applications", "news"] } });
  });

  it("keeps the last active Administrator: it can be neither demoted nor deactivated, and says why", async () => {
    const adminId = await idOf("admin@example.com");
    const demote = await call(userRoute.action as Handler, post(`/editor/users/${adminId}`, { _action: "update", role: "publisher", active: "on" }, cookies.admin), { userId: String(adminId) });
    expect(demote.status).toBe(409);
    expect((demote.data.result as { error: Record<string, string[]> }).error.role).toEqual(["users.errors.lastAdministrator"]);
    const off = await call(userRoute.action as Handler, post(`/editor/users/${adminId}`, { _action: "update", role: "administrator" }, cookies.admin), { userId: String(adminId) });
    expect(off.status).toBe(409);
    expect((off.data.result as { error: Record<string, string[]> }).error.active).toEqual(["users.errors.lastAdministrator"]);
    expect(await db.selectFrom("users").select(["role", "active"]).where("id", "=", adminId).executeTakeFirstOrThrow()).toEqual({ role: "administrator", active: true });
    expect((await call(usersRoute.loader as Handler, get("/editor/users", cookies.admin))).status).toBe(200);
  });

  it("ends a deactivated account's sessions at once and keeps its name on the audit log", async () => {
    const authorId = await idOf("author@example.com");
    expect((await call(accountRoute.loader as Handler, get("/editor/account", cookies.author))).status).toBe(200);
    const off = await call(userRoute.action as Handler, post(`/editor/users/${authorId}`, { _action: "update", role: "editor" }, cookies.admin), { userId: String(authorId) });
    expect(off.status).toBe(303);
    const refused = await call(accountRoute.loader as Handler, get("/editor/account", cookies.author));
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/login?redirectTo=%2Feditor%2Faccount");
    expect((await call(accountRoute.action as Handler, post("/editor/account", { _action: "name", name: "Ghost" }, cookies.author))).status).toBe(401);
    const sessions = await db.selectFrom("sessions").selectAll().execute();
    expect(sessions.filter((s) => (s.data as { editorId?: number }).editorId === authorId)).toEqual([]);
    const adminId = await idOf("admin@example.com");
    expect(sessions.some((s) => (s.data as { editorId?: number }).editorId === adminId)).toBe(true); // the admin's stays
    await expect(cookieFor("author@example.com")).rejects.toThrow();
    expect((await audit("user.deactivate")).map((r) => r.target_id)).toEqual([String(authorId)]);
    expect((await db.selectFrom("audit_log").select("actor").where("user_id", "=", authorId).where("action", "=", "signIn").execute())[0].actor).toBe("Otto");
    const list = (await call(usersRoute.loader as Handler, get("/editor/users", cookies.admin))).data.users as { email: string; active: boolean }[];
    expect(list.find((u) => u.email === "author@example.com")?.active).toBe(false);
    // Reactivated: it signs in again.
    await call(userRoute.action as Handler, post(`/editor/users/${authorId}`, { _action: "update", role: "editor", active: "on" }, cookies.admin), { userId: String(authorId) });
    expect(await cookieFor("author@example.com")).toContain("__session=");
    expect((await audit("user.reactivate")).map((r) => r.target_id)).toEqual([String(authorId)]);
  });
});
