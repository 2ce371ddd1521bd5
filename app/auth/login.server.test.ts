import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDb, setDb, type Db } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { testContext } from "../../tests/support/request-context";
import { OPEN_REDIRECT_PAYLOADS, staysOnSite } from "~/lib/open-redirect-corpus";
import { loginAction } from "./login.server";
import { upsertEditor } from "./users.server";

let db: Db;
beforeAll(async () => {
  db = createDb({});
  await migrateToLatest(db);
  setDb(db);
  await upsertEditor(db, { email: "once@example.com", password: "correct horse battery", name: "Once" });
  await upsertEditor(db, { email: "back@example.com", password: "correct horse battery" });
});
afterAll(() => db.destroy());

function loginRequest(password: string) {
  const body = new URLSearchParams({ email: "once@example.com", password, redirectTo: "/company" });
  return new Request("http://localhost/login", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

describe("the /login action", () => {
  it.each([
    ["a right password", "correct horse battery", "10.9.0.1"],
    ["a wrong password", "not the password", "10.9.0.2"],
  ])("parses the body once, without copying the request, for %s", async (_case, password, ip) => {
    const request = loginRequest(password);
    const formData = vi.spyOn(request, "formData");
    const clone = vi.spyOn(request, "clone");
    const outcome = await loginAction(request, testContext(request, { clientIp: ip }));
    expect(formData).toHaveBeenCalledTimes(1);
    expect(clone).not.toHaveBeenCalled();
    if (password === "correct horse battery") {
      expect((outcome as Response).status).toBe(302);
      expect((outcome as Response).headers.get("location")).toBe("/company");
      // With JavaScript, Remix loads the signed-in page as a new document (not a client transition).
      expect((outcome as Response).headers.get("X-Remix-Reload-Document")).toBe("true");
    } else expect(outcome).toMatchObject({ error: "invalid", email: "once@example.com" });
  });
});

// Sign-in sends the editor back to `redirectTo`: a same-site path only (issue 20.4).
function signInTo(redirectTo: string): Request {
  const body = new URLSearchParams({ email: "back@example.com", password: "correct horse battery", redirectTo });
  const headers = { "Content-Type": "application/x-www-form-urlencoded", Host: "localhost", Origin: "http://localhost" };
  return new Request("http://localhost/de/login", { method: "POST", body, headers });
}
const signInAndGo = (redirectTo: string) => {
  const request = signInTo(redirectTo);
  return loginAction(request, testContext(request, { clientIp: "10.7.0.1" }));
};

describe("the sign-in redirect", () => {
  it("goes back to a same-site path", async () => {
    const response = (await signInAndGo("/de/unternehmen?draft=true")) as Response;
    expect(response.headers.get("Location")).toBe("/de/unternehmen?draft=true");
  });

  it("never sends the editor off the site (the open-redirect corpus)", async () => {
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const response = (await signInAndGo(payload)) as Response;
      const location = response.headers.get("Location") ?? "";
      expect(staysOnSite(location), `${JSON.stringify(payload)} gave ${location}`).toBe(true);
    }
    // The dot-segment payloads of issue 20.4 fall back to the locale's home page.
    expect(((await signInAndGo("/.//evil.example")) as Response).headers.get("Location")).toBe("/de");
  });
});
