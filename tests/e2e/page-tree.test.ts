import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { editorSessionCookie } from "./support/editor-http";
import { newEditorPage, settled, signIn } from "./support/editor-session";
import { baseUrl, text, url } from "./support/site";

// Issue 22, first slice: the page tree and New page, over plain HTTP (as a browser without
// JavaScript posts) and in a browser with JavaScript.

const ed = (key: string, locale: "en" | "de" = "en") => text(locale, key, "editor");
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

let cookie = "";
beforeAll(async () => {
  cookie = await editorSessionCookie();
});

const asEditor = (path: string, init: RequestInit = {}) =>
  fetch(url(path), { ...init, redirect: "manual", headers: { Cookie: cookie, Origin: baseUrl(), ...(init.headers ?? {}) } });

const postNewPage = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  asEditor("/editor/pages/new", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });

/** The id of the option whose label names a path, from the New page form. */
async function pageOption(path: string): Promise<string> {
  const html = await (await asEditor("/editor/pages/new")).text();
  const found = new RegExp(`<option value="(\\d+)">[^<]*\\(${path.replace(/\//g, "\\/")}\\)</option>`).exec(html);
  if (!found) throw new Error(`no option for ${path}`);
  return found[1];
}

describe("the page tree without JavaScript", () => {
  it("is for signed-in editors only", async () => {
    const anonymous = await fetch(url("/editor/pages"), { redirect: "manual" });
    expect([302, 303, 401]).toContain(anonymous.status);
    const form = await fetch(url("/editor/pages/new"), { method: "POST", redirect: "manual", headers: { Origin: baseUrl() }, body: new URLSearchParams({ title: "x" }) });
    expect(form.status).toBeGreaterThanOrEqual(300);
    expect(form.status).not.toBe(303);
  });

  it("lists the pages with their addresses and status, in the browser's language", async () => {
    const response = await asEditor("/editor/pages");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`>${ed("pageTree.title")}</h1>`);
    expect(html).toContain("<code>/de/unternehmen</code>");
    expect(html).toContain(ed("pageTree.status.published"));
    const german = await (await asEditor("/editor/pages?q=unternehmen", { headers: { "Accept-Language": "de" } })).text();
    expect(german).toContain(`>${ed("pageTree.title", "de")}</h1>`);
    expect(german).toContain("<code>/de/unternehmen</code>");
    expect(german).not.toContain("<code>/de/anwendungen</code>");
  });

  it("creates a page under a parent that visitors get only once it is published, in English and German", async () => {
    const parentId = await pageOption("/applications");
    // A visitor asks for the address first: nothing cached about it keeps the new page away.
    expect((await fetch(url("/applications/e2e-pressure-sensors"))).status).toBe(404);
    const created = await postNewPage({ title: "E2E Pressure sensors", slug: "", parentId, copyFrom: "" });
    expect(created.status).toBe(303);
    const draftUrl = created.headers.get("location")!;
    expect(draftUrl).toBe("/applications/e2e-pressure-sensors?draft=true");
    for (const path of ["/applications/e2e-pressure-sensors", "/de/anwendungen/e2e-pressure-sensors"]) {
      expect((await fetch(url(path))).status, path).toBe(404);
    }
    const draft = await asEditor(draftUrl);
    expect(draft.status).toBe(200);
    const draftHtml = await draft.text();
    expect(draftHtml).toContain(ed("toolbar.draftBanner"));
    // Nothing published to view yet (a published page's draft has the link).
    expect(draftHtml).not.toContain(`>${ed("toolbar.viewPublished")}</a>`);
    expect(await (await asEditor("/company?draft=true")).text()).toContain(`>${ed("toolbar.viewPublished")}</a>`);
    const tree = await (await asEditor("/editor/pages?q=e2e-pressure")).text();
    expect(tree).toContain(ed("pageTree.status.unpublished"));

    const pageId = /action="\/editor\/pages\/(\d+)"/.exec(draftHtml)![1];
    const publish = await asEditor(`/editor/pages/${pageId}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ _action: "publishPage", version: "1", returnTo: draftUrl }),
    });
    expect(publish.status).toBe(303);
    for (const path of ["/applications/e2e-pressure-sensors", "/de/anwendungen/e2e-pressure-sensors"]) {
      expect((await fetch(url(path))).status, path).toBe(200);
    }
  });

  it("answers a taken or malformed slug with the field's message and the typed values, creating nothing", async () => {
    const parentId = await pageOption("/applications");
    const taken = await postNewPage({ title: "Typed title kept", slug: "e2e-pressure-sensors", parentId });
    expect(taken.status).toBe(409);
    const takenHtml = await taken.text();
    expect(takenHtml).toContain(escapeHtml(ed("validation.slugTaken")));
    expect(takenHtml).toContain('value="Typed title kept"');

    const german = await postNewPage({ title: "Titel", slug: "Große Seite" }, { "Accept-Language": "de" });
    expect(german.status).toBe(400);
    expect(await german.text()).toContain(escapeHtml(ed("validation.slugFormat", "de")));

    const reserved = await postNewPage({ title: "Editor", slug: "editor" });
    expect(reserved.status).toBe(400);
    expect(await reserved.text()).toContain(escapeHtml(ed("validation.slugReserved")));
    expect(await (await asEditor("/editor/pages?q=typed")).text()).toContain(ed("pageTree.none"));
  });
});

describe("Discard draft", () => {
  const PAGE = "/applications/e2e-pressure-sensors";

  it("without JavaScript: the draft goes, the published page stays, a stale discard is refused", async () => {
    const draftHtml = await (await asEditor(`${PAGE}?draft=true`)).text();
    const pageId = /action="\/editor\/pages\/(\d+)"/.exec(draftHtml)![1];
    const act = (fields: Record<string, string>) =>
      asEditor(`/editor/pages/${pageId}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ returnTo: `${PAGE}?draft=true`, ...fields }),
      });
    expect((await act({ _action: "editPage" })).status).toBe(303);
    const withDraft = await (await asEditor(`${PAGE}?draft=true`)).text();
    expect(withDraft).toContain(`>${ed("toolbar.discardDraft")}</summary>`);
    const version = /name="_action" value="discardDraft"\/><input type="hidden" name="version" value="(\d+)"/.exec(withDraft)![1];

    const stale = await act({ _action: "discardDraft", version: String(Number(version) - 1) });
    expect(stale.status).toBe(303);
    expect(stale.headers.get("location")).toContain("draft=true");
    const discarded = await act({ _action: "discardDraft", version });
    expect(discarded.status).toBe(303);
    expect(discarded.headers.get("location")).toBe(PAGE);
    expect((await fetch(url(PAGE))).status).toBe(200);
  });
});

describe("Unpublish", () => {
  const PAGE = "/applications/e2e-pressure-sensors";

  it("without JavaScript: visitors get 404 again in every locale, the sitemap and the tree say so", async () => {
    for (const path of [PAGE, "/de/anwendungen/e2e-pressure-sensors"]) expect((await fetch(url(path))).status, path).toBe(200);
    const draftHtml = await (await asEditor(`${PAGE}?draft=true`)).text();
    const pageId = /action="\/editor\/pages\/(\d+)"/.exec(draftHtml)![1];
    const version = /name="_action" value="unpublishPage"\/><input type="hidden" name="version" value="(\d+)"/.exec(draftHtml)![1];
    const answer = await asEditor(`/editor/pages/${pageId}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ _action: "unpublishPage", version, returnTo: `${PAGE}?draft=true` }),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`${PAGE}?draft=true`);
    for (const path of [PAGE, "/de/anwendungen/e2e-pressure-sensors"]) expect((await fetch(url(path))).status, path).toBe(404);
    expect(await (await asEditor("/editor/pages?q=e2e-pressure")).text()).toContain(ed("pageTree.status.unpublished"));
    const sitemap = await (await fetch(url("/sitemaps/pages-1.xml"))).text();
    expect(sitemap).toContain("/applications</loc>");
    expect(sitemap).not.toContain("e2e-pressure-sensors");
  });
});

/** The ids of the modules a visitor gets on a page, in order. */
const moduleIds = async (path: string) => [...(await (await fetch(url(path))).text()).matchAll(/data-module-id="([^"]+)"/g)].map((m) => m[1]);

describe("History and restore", () => {
  const formValue = (html: string, intent: string) =>
    new RegExp(`name="_action" value="${intent}"/><input type="hidden" name="version" value="(\\d+)"`).exec(html)![1];

  it("without JavaScript, on the home page in German: a bad publish is taken back with Restore this version", async () => {
    const before = await moduleIds("/de");
    expect(before.length).toBeGreaterThan(1);
    const pageId = /action="\/editor\/pages\/(\d+)"/.exec(await (await asEditor("/?draft=true")).text())![1];
    const act = (fields: Record<string, string>, returnTo = "/?draft=true") =>
      asEditor(`/editor/pages/${pageId}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ returnTo, ...fields }),
      });
    expect((await act({ _action: "editPage" })).status).toBe(303);
    // The bad change: the first module moved down, published.
    const draft = await (await asEditor("/?draft=true")).text();
    const move = /name="_action" value="moveDown"\/><input type="hidden" name="version" value="(\d+)"\/><input type="hidden" name="moduleId" value="([^"]+)"/.exec(draft)!;
    expect(move[2]).toBe(before[0]);
    expect((await act({ _action: "moveDown", version: move[1], moduleId: move[2] })).status).toBe(303);
    expect((await act({ _action: "publishPage", version: formValue(await (await asEditor("/?draft=true")).text(), "publishPage") })).status).toBe(303);
    expect((await moduleIds("/de")).slice(0, 2)).toEqual([before[1], before[0]]);

    const historyUrl = "/de?draft=true&show_history=true";
    const history = await (await asEditor(historyUrl)).text();
    expect(history).toContain(`>${ed("history.title", "de")}</h2>`);
    expect(history).toContain(ed("history.current", "de"));
    expect(history).toContain(ed("history.earlier", "de"));
    const revisions = [...history.matchAll(/name="revisionId" value="(\d+)"/g)].map((m) => m[1]);
    expect(revisions.length).toBeGreaterThan(1);
    const version = formValue(history, "restoreRevision");

    // A version of another page, or none, changes nothing and says so in German.
    const missing = await act({ _action: "restoreRevision", version, revisionId: "999999999" }, historyUrl);
    expect(missing.headers.get("location")).toBe("/de?draft=true");
    expect(await (await asEditor("/de?draft=true", { headers: { Cookie: missing.headers.get("set-cookie")!.split(";")[0] } })).text()).toContain(
      escapeHtml(ed("errors.revisionMissing", "de")),
    );
    const restored = await act({ _action: "restoreRevision", version, revisionId: revisions[1] }, historyUrl);
    expect(restored.status).toBe(303);
    expect(restored.headers.get("location")).toBe("/de?draft=true");
    // Nothing published until Publish.
    expect((await moduleIds("/de")).slice(0, 2)).toEqual([before[1], before[0]]);
    expect((await act({ _action: "publishPage", version: formValue(await (await asEditor("/de?draft=true")).text(), "publishPage") }, "/de?draft=true")).status).toBe(303);
    expect(await moduleIds("/de")).toEqual(before);
    expect(await moduleIds("/")).toEqual(before);
  });
});

describe("New page with JavaScript", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("makes the slug from the title until it is edited, and lands on the new draft", async () => {
    const page = await newEditorPage(browser);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await signIn(page, "/editor/pages/new");
    await settled(page);
    await page.getByLabel(ed("pageTree.new.titleField")).fill("JS Humidity overview");
    await expect.poll(() => page.getByLabel(ed("pageTree.new.slug")).inputValue()).toBe("js-humidity-overview");
    await page.getByLabel(ed("pageTree.new.slug")).fill("js-humidity");
    await page.getByLabel(ed("pageTree.new.titleField")).fill("JS Humidity overview, edited");
    expect(await page.getByLabel(ed("pageTree.new.slug")).inputValue()).toBe("js-humidity");
    await page.getByRole("button", { name: ed("pageTree.new.submit") }).click();
    await page.waitForURL(url("/js-humidity?draft=true"));
    await expect.poll(() => page.getByText(ed("toolbar.draftBanner")).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("History on a nested page: Restore this version, then Publish, brings the page back", async () => {
    const PAGE = "/company";
    const before = await moduleIds(PAGE);
    expect(before.length).toBeGreaterThan(1);
    const page = await newEditorPage(browser);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const order = () => page.locator("main [data-module-id]").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-module-id")));
    await signIn(page, PAGE);
    await settled(page);
    await page.getByRole("button", { name: ed("toolbar.editPage") }).click();
    await page.waitForURL(url(`${PAGE}?draft=true`));
    await page.locator('main [role="toolbar"].module-toolbar').first().getByRole("button", { name: ed("module.moveDown") }).click();
    await expect.poll(order).toEqual([before[1], before[0], ...before.slice(2)]);
    await page.getByRole("button", { name: ed("toolbar.publish") }).click();
    await page.waitForURL(url(PAGE));
    expect((await moduleIds(PAGE)).slice(0, 2)).toEqual([before[1], before[0]]);

    await page.getByRole("region", { name: ed("toolbar.label") }).getByRole("link", { name: ed("toolbar.history"), exact: true }).click();
    await page.waitForURL(url(`${PAGE}?draft=true&show_history=true`));
    const dialog = page.getByRole("dialog", { name: ed("history.title") });
    await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await dialog.getByRole("listitem").nth(1).getByRole("button", { name: ed("history.restore") }).click();
    await page.waitForURL(url(`${PAGE}?draft=true`));
    await expect.poll(order).toEqual(before);
    await page.getByRole("button", { name: ed("toolbar.publish") }).click();
    await page.waitForURL(url(PAGE));
    expect(await moduleIds(PAGE)).toEqual(before);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
