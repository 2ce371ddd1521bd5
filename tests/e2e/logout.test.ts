import { describe, expect, it } from "vitest";
import { editorSessionCookie } from "./support/editor-http";
import { url } from "./support/site";

// POST /api/logout over plain HTTP (SPEC §7): with an empty body, as with the toolbar's form, it
// ends the session and redirects home; it never answers 500 (issue 18 item 7).

const signedIn = async (cookie: string) => (await fetch(url("/api/editor/fetchImages"), { headers: { Cookie: cookie } })).status === 200;

describe("POST /api/logout", () => {
  it("with an empty body signs out and redirects to the home page", async () => {
    const cookie = await editorSessionCookie();
    expect(await signedIn(cookie)).toBe(true);
    const response = await fetch(url("/api/logout"), { method: "POST", headers: { Cookie: cookie }, redirect: "manual" });
    expect([302, 303]).toContain(response.status);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.get("set-cookie")).toMatch(/^__session=;/);
    expect(await signedIn(cookie)).toBe(false);
  });

  it("with the toolbar's form sends the editor to the home page of its locale", async () => {
    const cookie = await editorSessionCookie();
    const response = await fetch(url("/api/logout"), {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ locale: "de" }),
      redirect: "manual",
    });
    expect([302, 303]).toContain(response.status);
    expect(response.headers.get("location")).toBe("/de");
    expect(await signedIn(cookie)).toBe(false);
  });
});
