import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { asEditor as asEditorWith, editorSessionCookie, pageIdAt as pageIdAtWith, postAsEditor } from "./support/editor-http";
import { newEditorPage, settled, signIn } from "./support/editor-session";
import { text, url } from "./support/site";

// Issue 22: the header and footer menus, edited as a draft and published, over plain HTTP (as a
// browser without JavaScript posts) and in a browser. Every test leaves the published menus as
// it found them: the other files of the run share this server.

const ed = (key: string, locale: "en" | "de" = "en") => text(locale, key, "editor");
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

let cookie = "";
beforeAll(async () => {
  cookie = await editorSessionCookie();
});

const asEditor = (path: string, init: RequestInit = {}) => asEditorWith(cookie, path, init);
const pageIdAt = (path: string) => pageIdAtWith(cookie, path);
const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) => postAsEditor(cookie, path, fields, headers);
const screen = async () => (await asEditor("/editor/navigation")).text();
const versionIn = (html: string) => /name="version" value="(\d+)"/.exec(html)![1];
const nav = (fields: Record<string, string>, headers: Record<string, string> = {}) => post("/editor/navigation", fields, headers);
/** The header's and footer's links of a visitor's page. */
async function visitorLinks(path: string): Promise<{ header: string; footer: string }> {
  const html = await (await fetch(url(path))).text();
  return { header: /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? "", footer: /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "" };
}
/** The draft's item id whose label is shown as `label`. */
const itemId = (html: string, label: string) => new RegExp(`name="itemId" value="(\\d+)"/><button type="submit" class="[^"]*" aria-label="${ed("navigation.delete")}: ${label}"`).exec(html)?.[1];

describe("the navigation editor without JavaScript", () => {
  it("is for signed-in editors only", async () => {
    expect([302, 303, 401]).toContain((await fetch(url("/editor/navigation"), { redirect: "manual" })).status);
    const crossSite = await post("/editor/navigation", { _action: "publish", version: "1" }, { Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
  });

  it("shows both menus; the footer's items follow the pages' titles in each locale", async () => {
    const html = await screen();
    expect(html).toContain(`>${ed("navigation.menus.header")}</h2>`);
    expect(html).toContain(`>${ed("navigation.menus.footer")}</h2>`);
    expect(html).toContain(ed("navigation.publishedState"));
    expect((await visitorLinks("/")).footer).toContain('href="/imprint">Imprint</a>');
    expect((await visitorLinks("/de")).footer).toContain('href="/de/impressum">Impressum</a>');
    expect((await visitorLinks("/kr")).footer).toContain(">개인정보 처리방침</a>");
  });

  it("adds a new page to the header menu: visitors see it only once the navigation is published, in every locale", async () => {
    const created = await post("/editor/pages/new", { title: "E2E Nav sensors", slug: "e2e-nav-sensors", parentId: await pageIdAt("/applications") });
    expect(created.status).toBe(303);
    const draftUrl = created.headers.get("location")!;
    const pageId = /action="\/editor\/pages\/(\d+)"/.exec(await (await asEditor(draftUrl)).text())![1];
    expect((await post(`/editor/pages/${pageId}`, { _action: "publishPage", version: "1", returnTo: draftUrl })).status).toBe(303);

    const added = await nav({ _action: "add", version: versionIn(await screen()), menu: "header", targetKind: "page", pageId });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/editor/navigation?done=add");
    const draft = await (await asEditor("/editor/navigation?done=add")).text();
    expect(draft).toContain(ed("navigation.done.add"));
    expect(draft).toContain(ed("navigation.draftState"));
    expect((await visitorLinks("/")).header).not.toContain("e2e-nav-sensors");

    expect((await nav({ _action: "publish", version: versionIn(draft) })).status).toBe(303);
    expect((await visitorLinks("/company")).header).toContain('href="/applications/e2e-nav-sensors">E2E Nav sensors</a>');
    expect((await visitorLinks("/de")).header).toContain('href="/de/anwendungen/e2e-nav-sensors"');

    // Back as it was: the item deleted and published.
    const now = await screen();
    expect((await nav({ _action: "delete", version: versionIn(now), itemId: itemId(now, "E2E Nav sensors")! })).status).toBe(303);
    expect((await nav({ _action: "publish", version: versionIn(await screen()) })).status).toBe(303);
    expect((await visitorLinks("/")).header).not.toContain("e2e-nav-sensors");
  });

  it("refuses a bad address and a missing label in German with the typed values kept; a stale version changes nothing", async () => {
    const version = versionIn(await screen());
    const bad = await nav({ _action: "add", version, menu: "footer", targetKind: "url", url: "javascript:alert(1)", "labels.de": "Böse" }, { "Accept-Language": "de" });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain(escapeHtml(ed("validation.safeHref", "de")));
    expect(html).toContain(ed("validation.required", "de")); // the English label
    expect(html).toContain('value="Böse"');
    expect(html).toContain(ed("navigation.failed", "de"));

    const ok = await nav({ _action: "add", version, menu: "footer", targetKind: "url", url: "/contact", "labels.en": "E2E Contact" });
    expect(ok.status).toBe(303);
    const stale = await nav({ _action: "add", version, menu: "footer", targetKind: "url", url: "/contact", "labels.en": "E2E Twice" }, { "Accept-Language": "de" });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain(ed("navigation.stale", "de"));
    const now = await screen();
    expect(now).toContain("E2E Contact");
    expect(now).not.toContain("E2E Twice");
    expect((await nav({ _action: "discard", version: versionIn(now) })).status).toBe(303);
    expect(await screen()).not.toContain("E2E Contact");
    expect((await visitorLinks("/")).footer).not.toContain("E2E Contact");
  });

  it("edits a section item's labels (its section is kept) in German", async () => {
    const SEEDED_PRODUCTS = { "labels.en": "Products", "labels.de": "Produkte", "labels.cn": "产品", "labels.jp": "製品", "labels.kr": "제품" };
    const catalogHref = /href="([^"]+)">Produkte</.exec((await visitorLinks("/de")).header)![1];
    const before = await screen();
    const products = itemId(before, "Products")!;
    const form = await (await asEditor(`/editor/navigation?edit=${products}`, { headers: { "Accept-Language": "de" } })).text();
    expect(form).toContain('name="targetKind" value="section"');
    const saved = await nav({ _action: "save", version: versionIn(before), itemId: products, menu: "header", targetKind: "section", ...SEEDED_PRODUCTS, "labels.de": "Produkte und mehr" });
    expect(saved.status).toBe(303);
    const after = await screen();
    expect(after).toContain(ed("navigation.done.save"));
    expect((await nav({ _action: "publish", version: versionIn(after) })).status).toBe(303);
    expect((await visitorLinks("/de")).header).toContain(">Produkte und mehr<");
    expect((await visitorLinks("/de")).header).toContain(`href="${catalogHref}">Produkte und mehr<`);
    // Back as it was.
    const again = await screen();
    expect((await nav({ _action: "save", version: versionIn(again), itemId: itemId(again, "Products")!, menu: "header", targetKind: "section", ...SEEDED_PRODUCTS })).status).toBe(303);
    expect((await nav({ _action: "publish", version: versionIn(await screen()) })).status).toBe(303);
    expect((await visitorLinks("/de")).header).not.toContain("Produkte und mehr");
    expect((await visitorLinks("/kr")).header).toContain(">제품<");
  });

  it("orders items with Move up and Move down, and refuses a move past the end", async () => {
    const before = await screen();
    const imprint = itemId(before, "Imprint")!;
    const down = await nav({ _action: "moveDown", version: versionIn(before), itemId: imprint });
    expect(down.status).toBe(303);
    const after = await screen();
    expect(after.indexOf("Privacy policy")).toBeLessThan(after.lastIndexOf(">Imprint<"));
    const pastEnd = await nav({ _action: "moveDown", version: versionIn(after), itemId: imprint });
    expect(pastEnd.status).toBe(400);
    expect(await pastEnd.text()).toContain(escapeHtml(ed("validation.navEnd")));
    expect((await nav({ _action: "discard", version: versionIn(after) })).status).toBe(303);
  });
});

describe("the navigation editor with JavaScript", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("adds an address to the footer, publishes it, and takes it out again", async () => {
    const page = await newEditorPage(browser);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await signIn(page, "/editor/navigation");
    await settled(page);
    const form = page.getByRole("region", { name: ed("navigation.addTitle") });
    await form.getByLabel(ed("navigation.menu")).selectOption("footer");
    await form.getByLabel(ed("navigation.kinds.urlChoice")).check();
    await form.getByLabel(ed("navigation.url"), { exact: true }).fill("/contact");
    await form.getByLabel("English", { exact: true }).fill("E2E JS Contact");
    await form.getByRole("button", { name: ed("navigation.add") }).click();
    await page.waitForURL(/done=add$/);
    await page.getByRole("button", { name: ed("navigation.publish") }).click();
    await page.waitForURL(/done=publish$/);
    expect((await visitorLinks("/")).footer).toContain('href="/contact">E2E JS Contact</a>');
    await page.getByRole("button", { name: `${ed("navigation.delete")}: E2E JS Contact` }).click();
    await page.waitForURL(/done=delete$/);
    await page.getByRole("button", { name: ed("navigation.publish") }).click();
    await page.waitForURL(/done=publish$/);
    expect((await visitorLinks("/")).footer).not.toContain("E2E JS Contact");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("reorders by dragging an item's handle, and Discard draft puts it back", async () => {
    const page = await newEditorPage(browser);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await signIn(page, "/editor/navigation");
    await settled(page);
    const footer = page.getByRole("region", { name: ed("navigation.menus.footer") });
    const labels = () => footer.locator(".navigation-editor__label").allInnerTexts();
    expect(await labels()).toEqual(["Imprint", "Privacy policy"]);
    const handle = footer.locator(".navigation-editor__handle").first();
    const target = footer.locator(".navigation-editor__item").nth(1);
    await target.scrollIntoViewIfNeeded(); // the mouse only reaches what is in the viewport
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + to.height - 2, { steps: 12 });
    await page.mouse.up();
    await page.waitForURL(/done=place$/);
    await expect.poll(labels).toEqual(["Privacy policy", "Imprint"]);
    expect((await visitorLinks("/")).footer.indexOf("Imprint")).toBeLessThan((await visitorLinks("/")).footer.indexOf("Privacy policy")); // not published yet
    await page.getByRole("button", { name: ed("navigation.discard") }).click();
    await page.waitForURL(/done=discard$/);
    await expect.poll(labels).toEqual(["Imprint", "Privacy policy"]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
