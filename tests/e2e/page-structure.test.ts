import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { asEditor as asEditorWith, editorSessionCookie, pageIdAt as pageIdAtWith } from "./support/editor-http";
import { newEditorPage, settled, signIn } from "./support/editor-session";
import { text, url } from "./support/site";

// Issue 22: Move page and Delete page, over plain HTTP (as a browser without JavaScript posts)
// and in a browser with JavaScript, in English and German.

const ed = (key: string, locale: "en" | "de" = "en", params: Record<string, string> = {}) =>
  Object.entries(params).reduce((s, [name, value]) => s.replace(`{{${name}}}`, value), text(locale, key, "editor"));
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields),
});

let cookie = "";
beforeAll(async () => {
  cookie = await editorSessionCookie();
});

const asEditor = (path: string, init: RequestInit = {}) => asEditorWith(cookie, path, init);
const pageIdAt = (path: string) => pageIdAtWith(cookie, path);


/** Creates a page under a parent (English path) and publishes it; returns its id. */
async function publishedPage(title: string, slug: string, parentPath: string): Promise<string> {
  const created = await asEditor("/editor/pages/new", form({ title, slug, parentId: await pageIdAt(parentPath) }));
  expect(created.status).toBe(303);
  const draftUrl = created.headers.get("location")!;
  const pageId = /action="\/editor\/pages\/(\d+)"/.exec(await (await asEditor(draftUrl)).text())![1];
  const published = await asEditor(`/editor/pages/${pageId}`, form({ _action: "publishPage", version: "1", returnTo: draftUrl }));
  expect(published.status).toBe(303);
  return pageId;
}

const visit = (path: string) => fetch(url(path), { redirect: "manual" });

describe("Move page and Delete page without JavaScript", () => {
  it("are for signed-in editors only, and same-origin posts only", async () => {
    const anonymous = await visit("/editor/pages/1/move");
    expect([302, 303, 401]).toContain(anonymous.status);
    const post = await fetch(url("/editor/pages/1/delete"), { ...form({}), redirect: "manual" });
    expect(post.status).toBeGreaterThanOrEqual(400);
    const crossSite = await asEditor("/editor/pages/1/delete", { ...form({}), headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" } });
    expect(crossSite.status).toBe(403);
    expect((await asEditor("/editor/pages/999999999/move")).status).toBe(404);
  });

  it("moves a published page under another parent: its new address in every locale, 301s from the old ones", async () => {
    const pageId = await publishedPage("E2E Move me", "e2e-move-me", "/applications");
    const screen = await asEditor(`/editor/pages/${pageId}/move`);
    expect(screen.status).toBe(200);
    const html = await screen.text();
    expect(html).toContain(`>${ed("pageTree.move.title")}</h1>`);
    expect(html).toContain(escapeHtml(ed("pageTree.move.page", "en", { title: "E2E Move me" })));
    expect(html).not.toContain(`<option value="${pageId}">`); // not under itself

    const moved = await asEditor(`/editor/pages/${pageId}/move`, form({ parentId: await pageIdAt("/company"), position: "1" }));
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toBe(`/editor/pages?moved=${pageId}`);
    expect(await (await asEditor(moved.headers.get("location")!)).text()).toContain(ed("pageTree.moved"));
    expect((await visit("/company/e2e-move-me")).status).toBe(200);
    expect((await visit("/de/unternehmen/e2e-move-me")).status).toBe(200);
    const old = await visit("/applications/e2e-move-me");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/company/e2e-move-me");
    const oldGerman = await visit("/de/anwendungen/e2e-move-me");
    expect(oldGerman.status).toBe(301);
    expect(oldGerman.headers.get("location")).toBe("/de/unternehmen/e2e-move-me");
  });

  it("refuses a parent below the page itself and a bad place, in German, with the chosen values kept", async () => {
    const parentId = await pageIdAt("/company");
    const childId = await pageIdAt("/company/e2e-move-me");
    const intoChild = await asEditor(`/editor/pages/${parentId}/move`, { ...form({ parentId: childId, position: "2" }), headers: { "Accept-Language": "de", "Content-Type": "application/x-www-form-urlencoded" } });
    expect(intoChild.status).toBe(400);
    const html = await intoChild.text();
    expect(html).toContain(escapeHtml(ed("validation.moveIntoItself", "de")));
    expect(html).toContain(ed("pageTree.move.failed", "de"));
    expect(html).toMatch(/name="position"[^>]*value="2"|value="2"[^>]*name="position"/);
    const badPlace = await asEditor(`/editor/pages/${childId}/move`, form({ parentId, position: "-3" }));
    expect(badPlace.status).toBe(400);
    expect((await visit("/company")).status).toBe(200);
    expect((await visit("/company/e2e-move-me")).status).toBe(200);
  });

  it("never moves or deletes the home page", async () => {
    const homeId = await pageIdAt("/");
    const moveScreen = await (await asEditor(`/editor/pages/${homeId}/move`, { headers: { "Accept-Language": "de" } })).text();
    expect(moveScreen).toContain(escapeHtml(ed("validation.homeFixed", "de")));
    expect(moveScreen).not.toContain(`>${ed("pageTree.move.submit", "de")}</button>`);
    const moved = await asEditor(`/editor/pages/${homeId}/move`, form({ parentId: await pageIdAt("/company"), position: "1" }));
    expect(moved.status).toBe(400);
    const deleted = await asEditor(`/editor/pages/${homeId}/delete`, form({}));
    expect(deleted.status).toBe(400);
    expect(await deleted.text()).toContain(escapeHtml(ed("validation.homeFixed")));
    expect((await visit("/")).status).toBe(200);
  });

  it("deletes a page after naming what goes with it; its addresses then lead to the chosen page", async () => {
    const pageId = await pageIdAt("/company/e2e-move-me");
    const childId = await publishedPage("E2E Child of moved", "e2e-child", "/company/e2e-move-me");
    const screen = await (await asEditor(`/editor/pages/${pageId}/delete`)).text();
    expect(screen).toContain(escapeHtml(ed("pageTree.delete.question", "en", { title: "E2E Move me" })));
    expect(screen).toContain(ed("pageTree.delete.children"));
    expect(screen).toContain("<li>E2E Child of moved</li>");
    expect(screen).not.toContain(`<option value="${childId}">`); // the target cannot be a page that goes

    const deleted = await asEditor(`/editor/pages/${pageId}/delete`, form({ redirectTo: await pageIdAt("/applications") }));
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("location")).toBe("/editor/pages?deleted=1");
    expect(await (await asEditor("/editor/pages?deleted=1")).text()).toContain(ed("pageTree.deleted"));
    for (const [from, to] of [
      ["/company/e2e-move-me", "/applications"],
      ["/company/e2e-move-me/e2e-child", "/applications"],
      ["/de/unternehmen/e2e-move-me", "/de/anwendungen"],
      ["/applications/e2e-move-me", "/applications"], // the older address collapses onto the target
    ]) {
      const answer = await visit(from);
      expect(answer.status, from).toBe(301);
      expect(answer.headers.get("location"), from).toBe(to);
    }
    expect(await (await asEditor("/editor/pages?q=e2e-move-me")).text()).toContain(ed("pageTree.none"));
  });
});

describe("Move page and Delete page with JavaScript", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("moves a page from the tree and deletes it without a target (its address then answers 404)", async () => {
    await publishedPage("E2E JS structure", "e2e-js-structure", "/applications");
    const page = await newEditorPage(browser);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await signIn(page, "/editor/pages?q=e2e-js-structure");
    await settled(page);
    await page.getByRole("link", { name: `${ed("pageTree.moveLink")}: E2E JS structure` }).click();
    await page.waitForURL(/\/move$/);
    await page.getByLabel(ed("pageTree.move.parent")).selectOption(""); // the top level
    await page.getByRole("button", { name: ed("pageTree.move.submit") }).click();
    await page.waitForURL(/\/editor\/pages\?moved=\d+$/);
    await page.getByRole("status").filter({ hasText: ed("pageTree.moved") }).waitFor();
    expect((await visit("/e2e-js-structure")).status).toBe(200);

    await page.getByRole("link", { name: `${ed("pageTree.deleteLink")}: E2E JS structure` }).click();
    await page.waitForURL(/\/delete$/);
    await page.getByRole("button", { name: ed("pageTree.delete.submit") }).click();
    await page.waitForURL(/\/editor\/pages\?deleted=1$/);
    await page.getByRole("status").filter({ hasText: ed("pageTree.deleted") }).waitFor();
    expect((await visit("/e2e-js-structure")).status).toBe(404);
    expect((await visit("/applications/e2e-js-structure")).status).toBe(404); // deleted without a target: no redirect chain left
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
