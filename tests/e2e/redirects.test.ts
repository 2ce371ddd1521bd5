import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { editorSessionCookie } from "./support/editor-http";
import { newEditorPage, settled, signIn } from "./support/editor-session";
import { baseUrl, text, url } from "./support/site";

// Issue 22: redirects and the 404 log, over plain HTTP (as a browser without JavaScript posts)
// and, for a client-side navigation to an old address, in a browser with JavaScript.

const ed = (key: string, locale: "en" | "de" = "en") => text(locale, key, "editor");
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
const unique = () => Math.random().toString(36).slice(2, 8);

let cookie = "";
let browser: Browser | undefined;
beforeAll(async () => {
  cookie = await editorSessionCookie();
});
afterAll(async () => {
  await browser?.close();
});

const asEditor = (path: string, init: RequestInit = {}) =>
  fetch(url(path), { ...init, redirect: "manual", headers: { Cookie: cookie, Origin: baseUrl(), ...(init.headers ?? {}) } });
const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  asEditor("/editor/redirects", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body: new URLSearchParams(fields) });
const visit = (path: string, headers: Record<string, string> = {}) => fetch(url(path), { redirect: "manual", headers });
const screen = async (locale: "en" | "de" = "en") => (await asEditor("/editor/redirects", { headers: { "Accept-Language": locale } })).text();

describe("redirects and the 404 log without JavaScript", () => {
  it("are for signed-in editors only", async () => {
    const anonymous = await fetch(url("/editor/redirects"), { redirect: "manual" });
    expect([302, 303, 401]).toContain(anonymous.status);
    const form = await fetch(url("/editor/redirects"), {
      method: "POST",
      redirect: "manual",
      headers: { Origin: baseUrl(), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ _action: "add", source: "/x", target: "/y" }),
    });
    expect(form.status).not.toBe(303);
    expect(form.status).toBeGreaterThanOrEqual(300);
  });

  it("logs a missing address, redirects it with 301 once an editor says so (query kept), and 404 again when deleted", async () => {
    const gone = `/e2e-gone-${unique()}`;
    for (let i = 0; i < 2; i++) {
      const missing = await visit(`${gone}?email=private@example.com`, { Referer: "https://news.example.org/story?who=secret" });
      expect(missing.status).toBe(404);
    }
    let html = await screen();
    expect(html).toContain(`>${ed("redirects.notFoundTitle")}</h2>`);
    const logged = new RegExp(`<code>${gone}</code></th><td>2</td><td>[^<]+</td><td>news\\.example\\.org</td>`);
    expect(html).toMatch(logged);
    expect(html).not.toContain("private@example.com");
    expect(html).not.toContain("secret");
    expect(html).toContain(`href="/editor/redirects?source=${encodeURIComponent(gone)}#add-redirect-heading"`);
    // "Create redirect" fills the form's From field.
    const prefilled = await (await asEditor(`/editor/redirects?source=${encodeURIComponent(gone)}`)).text();
    expect(prefilled).toMatch(new RegExp(`name="source"[^>]*value="${gone}"|value="${gone}"[^>]*name="source"`));

    const added = await post({ _action: "add", source: gone, target: "/company" });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/editor/redirects?done=added");
    expect(await screen()).toContain(ed("redirects.notice.added"));

    const moved = await visit(gone);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/company");
    expect((await visit(`${gone}?utm_source=mail`)).headers.get("location")).toBe("/company?utm_source=mail");
    html = await screen();
    expect(html).not.toMatch(logged); // answered now: out of the 404 log
    const id = new RegExp(`data-redirect-id="(\\d+)"><th scope="row"><code>${gone}</code>`).exec(html)?.[1];
    expect(id).toBeDefined();

    const deleted = await post({ _action: "delete", id: id! });
    expect(deleted.headers.get("location")).toBe("/editor/redirects?done=deleted");
    expect((await visit(gone)).status).toBe(404);
    expect((await post({ _action: "delete", id: id! })).headers.get("location")).toBe("/editor/redirects?done=deleteMissing");
  });

  it("redirects a German address to a German page, and a chain in one hop", async () => {
    const alt = `/de/e2e-alt-${unique()}`;
    const older = `/de/e2e-aelter-${unique()}`;
    expect((await post({ _action: "add", source: alt, target: "/de/unternehmen" })).status).toBe(303);
    expect((await post({ _action: "add", source: older, target: alt })).status).toBe(303);
    for (const path of [alt, older]) {
      const answer = await visit(path);
      expect(answer.status).toBe(301);
      expect(answer.headers.get("location")).toBe("/de/unternehmen");
    }
  });

  it.each([
    [{ source: "/company", target: "/e2e-x" }, "source", "redirectSourceLive", 400],
    [{ source: "/de/unternehmen", target: "/e2e-x" }, "source", "redirectSourceLive", 400],
    [{ source: "/products/catalog", target: "/company" }, "source", "redirectSourceReserved", 400],
    [{ source: "no-slash", target: "/company" }, "source", "redirectSourceFormat", 400],
    [{ source: "/e2e-js", target: "javascript:alert(1)" }, "target", "redirectTarget", 400],
    [{ source: "/e2e-self", target: "/e2e-self/" }, "target", "redirectLoop", 400],
  ] as const)("refuses %o with the %s field's message in German, the typed values kept, nothing added", async (fields, field, reason, status) => {
    const answer = await post({ _action: "add", ...fields }, { "Accept-Language": "de" });
    expect(answer.status).toBe(status);
    const html = await answer.text();
    expect(html).toContain(escapeHtml(ed(`validation.${reason}`, "de")));
    expect(html).toContain(ed("redirects.failed", "de"));
    expect(html).toContain(`value="${escapeHtml(fields[field])}"`);
    expect((await visit(fields.source.startsWith("/") ? fields.source : `/${fields.source}`)).status).not.toBe(301);
  });

  it("refuses a second redirect from the same address with 409", async () => {
    const source = `/e2e-twice-${unique()}`;
    expect((await post({ _action: "add", source, target: "/company" })).status).toBe(303);
    const again = await post({ _action: "add", source, target: "/applications" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(escapeHtml(ed("validation.redirectSourceTaken")));
    expect((await visit(source)).headers.get("location")).toBe("/company");
  });
});

describe("redirects with JavaScript", () => {
  it("added in the browser, they also answer a client-side navigation to the old address", async () => {
    browser = await launchBrowser();
    const page = await newEditorPage(browser);
    await signIn(page, "/editor/redirects");
    const source = `/e2e-client-${unique()}`;
    await page.getByLabel(ed("redirects.source")).fill(source);
    await page.getByLabel(ed("redirects.target")).fill("/company");
    await page.getByRole("button", { name: ed("redirects.submit") }).click();
    await page.getByText(ed("redirects.notice.added")).waitFor();
    // A visitor's hydrated page navigating to the old address (a single-fetch data request) lands on the target.
    await page.goto(url("/applications"));
    await settled(page);
    await page.evaluate((to) => (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate(to), source);
    await page.waitForURL(url("/company"));
    expect(await page.locator("h1").first().textContent()).not.toBe("");
    await page.context().close();
  });
});
