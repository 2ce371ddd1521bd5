import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertEditor } from "../../app/auth/users.server";
import type { Locale } from "../../app/i18n/locales";
import { createDb } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { seedIfEmpty } from "../../db/seed";
import { insertPage } from "../../db/seed/insert-page";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "../support/test-db";
import { launchBrowser } from "./support/browser";
import { richTextEditor } from "./support/rich-text";
import { recordTrouble } from "./support/page-trouble";
import { markWithoutJavaScript, settled, signIn } from "./support/editor-session";
import { freePort, serverEnv, startServer, type RunningServer } from "./support/server";
import { text } from "./support/site";
import { reindexAll } from "../../app/content/search-index.server";
import { moduleSamples } from "../../app/modules/samples.generated";

// The page builder's whole flow where editors use it: the home page (whose editor forms must not
// post to the root route), a nested page and a German page, with JavaScript and without; and two
// editors at once. Its own server and database: these tests publish the seeded home page.
const EDITOR = { email: "flows@e2e.test", password: "flows-editor-password", name: "Flow Editor" };
const OTHER = { email: "other@e2e.test", password: "other-editor-password", name: "Otto Other" };
const NESTED = { en: "/flow-parent/flow-child", de: "/de/flow-eltern/flow-kind" };

const dataDir = mkdtempSync(path.join(os.tmpdir(), "sensorsite-editor-flows-"));
let database: TestDatabase | undefined;
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];
const withJavaScript = new WeakSet<Page>();

beforeAll(async () => {
  const serverUrl = testDatabaseUrl();
  if (serverUrl) database = await createTestDatabase(serverUrl, "flows");
  const db = createDb({ databaseUrl: database?.url, dataDir });
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db, reindexAll, moduleSamples);
    await upsertEditor(db, EDITOR);
    await upsertEditor(db, OTHER);
    const parentId = await insertPage(db, {
      translations: { en: { slug: "flow-parent", title: "Flow parent" }, de: { slug: "flow-eltern", title: "Flow Eltern" } },
      modules: [{ type: "TEXT_BLOCK", content: { en: { body: "<p>Parent block</p>" } } }],
    });
    await insertPage(db, {
      parentId,
      translations: { en: { slug: "flow-child", title: "Flow child" }, de: { slug: "flow-kind", title: "Flow Kind" } },
      modules: [
        { type: "TEXT_BLOCK", content: { en: { body: "<p>First block</p>" }, de: { body: "<p>Erster Block</p>" } } },
        { type: "TEXT_BLOCK", content: { en: { body: "<p>Second block</p>" } } },
      ],
    });
  } finally {
    await db.destroy();
  }
  server = await startServer(serverEnv({ port: await freePort(), dataDir, databaseUrl: database?.url }));
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  const stopped = await server?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  expect(stopped?.code).toBe(0);
});

const url = (pathname: string) => server.url + pathname;
const ed = (locale: Locale, key: string) => text(locale, key, "editor");
const draftOf = (pathname: string) => `${pathname}?draft=true`;
const modules = (page: Page) => page.locator("main [data-module-id]");
/** The per-module toolbars (SPEC §2.6), in page order. */
const toolbars = (page: Page) => page.locator('main [role="toolbar"].module-toolbar');

async function signedIn(javaScriptEnabled: boolean, pathname: string, who = EDITOR): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  contexts.push(context);
  const page = await context.newPage();
  if (javaScriptEnabled) withJavaScript.add(page);
  else markWithoutJavaScript(page);
  page.on("pageerror", (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  recordTrouble(page);
  await signIn(page, pathname, { baseUrl: server.url, who, locale: pathname.startsWith("/de") ? "de" : "en" });
  return page;
}

afterAll(async () => {
  for (const context of contexts) await context.close();
});

/** Where the module holding `marker` is among the page's modules (-1: not there). */
async function indexOf(page: Page, marker: string): Promise<number> {
  const texts = await modules(page).allInnerTexts();
  return texts.findIndex((t) => t.includes(marker));
}

/** Waits for the module with `marker` to be at `index` (with JavaScript a POST may not change the URL). */
async function expectAt(page: Page, marker: string, index: number): Promise<void> {
  await expect.poll(() => indexOf(page, marker), { timeout: 10_000 }).toBe(index);
}

/** The Text editor's text as HTML: its textarea without JavaScript, the rich-text editor's HTML source with it. */
async function fillBody(page: Page, html: string): Promise<void> {
  const dialog = page.getByRole("dialog");
  if (!withJavaScript.has(page)) return dialog.getByLabel(/^Text/).fill(html);
  const locale: Locale = new URL(page.url()).pathname.startsWith("/de") ? "de" : "en";
  await richTextEditor(page, /^Text/);
  await dialog.getByRole("button", { name: ed(locale, "richText.source") }).click();
  await dialog.getByRole("textbox", { name: /^Text/ }).fill(html);
}

/** What the Text editor's form field holds (the textarea it posts, with or without JavaScript). */
const bodyValue = (page: Page) => page.getByRole("dialog").locator('textarea[name="data.body"]').inputValue();

async function visitorSees(pathname: string, marker: string): Promise<number> {
  const visitor = await browser.newContext();
  try {
    const page = await visitor.newPage();
    await page.goto(url(pathname));
    return await indexOf(page, marker);
  } finally {
    await visitor.close();
  }
}

async function publish(page: Page, pathname: string, locale: Locale): Promise<void> {
  await page.getByRole("button", { name: ed(locale, "toolbar.publish") }).click();
  await page.waitForURL(url(pathname));
  await expect.poll(() => page.getByText(ed(locale, "toolbar.draftBanner")).count()).toBe(0);
}

async function editPage(page: Page, pathname: string, locale: Locale): Promise<void> {
  await page.getByRole("button", { name: ed(locale, "toolbar.editPage") }).click();
  await page.waitForURL(url(draftOf(pathname)));
  await page.getByText(ed(locale, "toolbar.draftBanner")).waitFor();
}

/** Edit page → add below the first module → edit → move up and down → publish → remove with confirmation → publish. */
async function englishFlow(page: Page, pathname: string): Promise<void> {
  const marker = `Flow ${Math.random().toString(36).slice(2, 8)}`;
  await editPage(page, pathname, "en");

  await toolbars(page).first().getByRole("link", { name: ed("en", "module.addBelow") }).click();
  await page.getByPlaceholder(ed("en", "sidebar.searchPlaceholder")).fill("text");
  await page.getByRole("dialog").getByRole("button", { name: ed("en", "sidebar.searchSubmit") }).click();
  await page.getByRole("dialog").getByRole("link", { name: /Text editor/ }).click();
  await fillBody(page, `<p>${marker} added</p>`);
  await page.getByRole("button", { name: ed("en", "modal.save") }).click();
  await page.waitForURL(url(draftOf(pathname)));
  await expectAt(page, `${marker} added`, 1);

  await toolbars(page).nth(1).getByRole("link", { name: ed("en", "module.edit") }).click();
  await fillBody(page, `<p>${marker} edited</p>`);
  await page.getByRole("button", { name: ed("en", "modal.save") }).click();
  await page.waitForURL(url(draftOf(pathname)));
  await expectAt(page, `${marker} edited`, 1);

  await toolbars(page).nth(1).getByRole("button", { name: ed("en", "module.moveUp") }).click();
  await expectAt(page, marker, 0);
  await toolbars(page).first().getByRole("button", { name: ed("en", "module.moveDown") }).click();
  await expectAt(page, marker, 1);

  expect(await visitorSees(pathname, marker)).toBe(-1); // the draft is not published yet
  await publish(page, pathname, "en");
  expect(await visitorSees(pathname, `${marker} edited`)).toBe(1);

  await editPage(page, pathname, "en");
  await toolbars(page).nth(1).getByRole("link", { name: ed("en", "module.remove") }).click();
  await page.getByRole("dialog").getByText(ed("en", "confirm.title")).waitFor();
  await page.getByRole("dialog").getByText(ed("en", "confirm.text")).waitFor();
  await page.getByRole("dialog").getByRole("button", { name: ed("en", "confirm.remove") }).click();
  await page.waitForURL(url(draftOf(pathname)));
  await expectAt(page, marker, -1);
  await publish(page, pathname, "en");
  expect(await visitorSees(pathname, marker)).toBe(-1);
}

/** German edits content only: structure is refused when opened, layout is read-only, content saves and publishes. */
async function germanFlow(page: Page): Promise<void> {
  const pathname = NESTED.de;
  const marker = `Inhalt ${Math.random().toString(36).slice(2, 8)}`;
  await editPage(page, pathname, "de");

  await page.goto(url(`${pathname}?show_sidebar=true&module_position=0`));
  expect(await page.getByRole("alert").innerText()).toContain(ed("de", "module.onlyEnglishAdd"));
  expect(await page.getByRole("dialog").count()).toBe(0);
  await page.goto(url(`${pathname}?show_modal=true&module_type=TEXT_BLOCK&module_position=0`));
  expect(await page.getByRole("alert").innerText()).toContain(ed("de", "module.onlyEnglishAdd"));
  expect(await page.getByRole("dialog").count()).toBe(0);
  await page.goto(url(draftOf(pathname)));

  await toolbars(page).first().getByRole("link", { name: ed("de", "module.edit") }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText(ed("de", "modal.layoutEnglishOnly")).waitFor({ state: "attached" });
  expect(await dialog.locator('select[name="layout.background"]').isDisabled()).toBe(true);
  await fillBody(page, `<p>${marker}</p>`);
  await page.getByRole("button", { name: ed("de", "modal.save") }).click();
  await page.waitForURL(url(draftOf(pathname)));
  await expectAt(page, marker, 0);
  await publish(page, pathname, "de");
  expect(await visitorSees(pathname, marker)).toBe(0);
  expect(await visitorSees(NESTED.en, marker)).toBe(-1); // English keeps its own content
}

describe("the page builder's whole flow", () => {
  it("on the home page, without JavaScript", async () => {
    await englishFlow(await signedIn(false, "/"), "/");
  }, 120_000);

  it("on the home page, with JavaScript", async () => {
    await englishFlow(await signedIn(true, "/"), "/");
  }, 120_000);

  it("on a nested page, without JavaScript", async () => {
    await englishFlow(await signedIn(false, NESTED.en), NESTED.en);
  }, 120_000);

  it("on a nested page, with JavaScript", async () => {
    await englishFlow(await signedIn(true, NESTED.en), NESTED.en);
  }, 120_000);

  it("on a German page, without JavaScript", async () => {
    await germanFlow(await signedIn(false, NESTED.de));
  }, 90_000);

  it("on a German page, with JavaScript", async () => {
    await germanFlow(await signedIn(true, NESTED.de));
  }, 90_000);

  it("leaves no error in the browser", () => {
    expect(pageErrors).toEqual([]);
  });
});

/**
 * The scripts (the client bundle) of the context's pages: `withheld()` — refused, so each page
 * stays server HTML, as a page still hydrating does on a slow device, while the test acts on it;
 * `held()` — the next page's wait until `arrive()`; `arrive()` — let through from now on. Only
 * one page's requests wait at a time (waiting requests of pages left behind would hold the
 * browser's connections to the server).
 */
async function scriptsOf(context: BrowserContext) {
  let mode: "withheld" | "held" | "through" = "withheld";
  let letThrough = () => {};
  let arrival = Promise.resolve();
  await context.route(/\/assets\/[^?]*\.js(\?.*)?$/, async (route) => {
    if (mode === "withheld") return route.abort();
    await arrival;
    await route.continue().catch(() => {}); // the page may have gone meanwhile
  });
  return {
    withheld: () => void (mode = "withheld"),
    held: () => {
      mode = "held";
      arrival = new Promise<void>((resolve) => (letThrough = resolve));
    },
    arrive: () => {
      mode = "through";
      letThrough();
    },
  };
}

/** Waits for a document to arrive (not for its held scripts). */
const arrived = (page: Page, pathname: string) => page.waitForURL(url(pathname), { waitUntil: "domcontentloaded" });

/** Until the page's router has started and React has rendered (with its scripts let through). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized === true);
  await settled(page);
}

describe("the page builder used before its page hydrates (issue 46)", () => {
  // Progressive enhancement: before the scripts run, every control is the no-JavaScript one; after
  // they run, the enhanced one. An editor on a slow connection acts in between: signs in, opens the
  // draft, adds a module and types into it, then the page hydrates under the typed text.
  it("on the home page: sign-in, Edit page, Add module, typing, Save, Move, Edit and Remove work before, during and after hydration", async () => {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    recordTrouble(page);
    const scripts = await scriptsOf(context);
    const marker = `Early ${Math.random().toString(36).slice(2, 8)}`;
    const dialog = page.getByRole("dialog");

    await page.goto(url("/login?redirectTo=%2F"), { waitUntil: "domcontentloaded" });
    await page.getByLabel(text("en", "login.email")).fill(EDITOR.email);
    await page.getByLabel(text("en", "login.password")).fill(EDITOR.password);
    await page.getByRole("button", { name: text("en", "login.submit") }).click();
    await arrived(page, "/");
    await page.getByRole("button", { name: ed("en", "toolbar.editPage") }).click();
    await arrived(page, draftOf("/"));

    // Add a Text module below the first one and type into its form, all as server HTML.
    await toolbars(page).first().getByRole("link", { name: ed("en", "module.addBelow") }).click();
    await page.getByPlaceholder(ed("en", "sidebar.searchPlaceholder")).fill("text");
    await dialog.getByRole("button", { name: ed("en", "sidebar.searchSubmit") }).click();
    scripts.held();
    await dialog.getByRole("link", { name: /Text editor/ }).click();
    const typed = `<p>${marker} typed before hydration</p>`;
    await dialog.locator('textarea[name="data.body"]').fill(typed);
    expect(await page.evaluate(() => "__remixRouter" in window)).toBe(false); // no script has run yet

    // The page hydrates under the typed text: the rich-text editor starts from it, and Save is the enhanced one.
    scripts.arrive();
    await hydrated(page);
    await richTextEditor(page, /^Text/);
    expect(await bodyValue(page)).toBe(typed);
    await dialog.getByRole("button", { name: ed("en", "modal.save") }).click();
    await page.waitForURL(url(draftOf("/")));
    await expectAt(page, `${marker} typed before hydration`, 1);

    // A new document without its scripts again: Move up, Edit and Save are the plain forms and links.
    scripts.withheld();
    await page.goto(url(draftOf("/")), { waitUntil: "domcontentloaded" });
    await toolbars(page).nth(1).getByRole("button", { name: ed("en", "module.moveUp") }).click();
    await arrived(page, draftOf("/"));
    await expectAt(page, marker, 0);
    await toolbars(page).first().getByRole("link", { name: ed("en", "module.edit") }).click();
    await dialog.locator('textarea[name="data.body"]').fill(`<p>${marker} saved before hydration</p>`);
    await dialog.getByRole("button", { name: ed("en", "modal.save") }).click();
    await arrived(page, draftOf("/"));
    await expectAt(page, `${marker} saved before hydration`, 0);
    expect(await page.evaluate(() => "__remixRouter" in window)).toBe(false);

    // Save clicked the moment the scripts arrive: the plain post or the enhanced one, never neither.
    scripts.held();
    await toolbars(page).first().getByRole("link", { name: ed("en", "module.edit") }).click();
    await dialog.locator('textarea[name="data.body"]').fill(`<p>${marker} saved while hydrating</p>`);
    scripts.arrive();
    await dialog.getByRole("button", { name: ed("en", "modal.save") }).click();
    await expectAt(page, `${marker} saved while hydrating`, 0);
    await hydrated(page);

    await toolbars(page).first().getByRole("link", { name: ed("en", "module.remove") }).click();
    await dialog.getByRole("button", { name: ed("en", "confirm.remove") }).click();
    await expectAt(page, marker, -1);
    expect(errors).toEqual([]);
  }, 120_000);
});

describe("two editors at once", () => {
  /** Both editors open the first module of the nested page; the other one saves first. */
  async function collide(javaScriptEnabled: boolean) {
    const mine = await signedIn(javaScriptEnabled, draftOf(NESTED.en));
    const theirs = await signedIn(true, draftOf(NESTED.en), OTHER);
    const marker = Math.random().toString(36).slice(2, 8);
    for (const page of [mine, theirs]) {
      await toolbars(page).first().getByRole("link", { name: ed("en", "module.edit") }).click();
      await page.getByRole("dialog").waitFor();
      // Both dialogs ready (with JavaScript: the rich-text editor in place) before either saves.
      if (withJavaScript.has(page)) await richTextEditor(page, /^Text/);
    }
    await fillBody(theirs, `<p>Theirs ${marker}</p>`);
    await theirs.getByRole("button", { name: ed("en", "modal.save") }).click();
    await theirs.waitForURL(url(draftOf(NESTED.en)));
    await expectAt(theirs, `Theirs ${marker}`, 0);

    await fillBody(mine, `<p>Mine ${marker}</p>`);
    await mine.getByRole("button", { name: ed("en", "modal.save") }).click();
    const dialog = mine.getByRole("dialog");
    const alert = dialog.getByRole("alert");
    await alert.waitFor();
    return { mine, dialog, alert, marker };
  }

  it.each([false, true])("a stale module save shows the conflict in the dialog and keeps the typed values (JavaScript: %s)", async (js) => {
    const { mine, dialog, alert, marker } = await collide(js);
    expect(await alert.innerText()).toContain(ed("en", "conflict.messageBy").replace("{{name}}", OTHER.name));
    expect(await alert.innerText()).toContain(`Theirs ${marker}`);
    expect(await bodyValue(mine)).toBe(`<p>Mine ${marker}</p>`);
    // Save is refused until the editor chooses; nothing was overwritten.
    expect(await dialog.getByRole("button", { name: ed("en", "modal.save") }).count()).toBe(0);
    expect(await storedDraftHtml(mine)).toContain(`Theirs ${marker}`);

    await dialog.getByRole("button", { name: ed("en", "conflict.keepMine") }).click();
    await mine.waitForURL(url(draftOf(NESTED.en)));
    await expectAt(mine, `Mine ${marker}`, 0);
  }, 90_000);

  it("taking their version reloads the module as they saved it", async () => {
    const { mine, dialog, marker } = await collide(true);
    await dialog.getByRole("link", { name: ed("en", "conflict.takeTheirs") }).click();
    await expect.poll(() => bodyValue(mine)).toBe(`<p>Theirs ${marker}</p>`);
    expect(await mine.getByRole("dialog").getByRole("button", { name: ed("en", "modal.save") }).count()).toBe(1);
  }, 90_000);

  it("a stale publish says so, in German too, and publishes nothing", async () => {
    const mine = await signedIn(false, draftOf(NESTED.de));
    const theirs = await signedIn(false, draftOf(NESTED.de), OTHER);
    const marker = Math.random().toString(36).slice(2, 8);
    await toolbars(theirs).first().getByRole("link", { name: ed("de", "module.edit") }).click();
    await fillBody(theirs, `<p>Unveröffentlicht ${marker}</p>`);
    await theirs.getByRole("button", { name: ed("de", "modal.save") }).click();
    await theirs.waitForURL(url(draftOf(NESTED.de)));

    await mine.getByRole("button", { name: ed("de", "toolbar.publish") }).click();
    await mine.waitForURL(url(draftOf(NESTED.de)));
    expect(await mine.getByRole("alert").innerText()).toContain(ed("de", "errors.stale"));
    expect(await visitorSees(NESTED.de, marker)).toBe(-1);
  }, 90_000);
});

describe("the module dialog", () => {
  it("asks before Escape, × or Cancel drop typed changes, and closes at once when nothing changed", async () => {
    const page = await signedIn(true, `${NESTED.en}?show_modal=true&module_id=${await firstModuleId(NESTED.en)}`);
    const dialog = page.getByRole("dialog");
    const asked: string[] = [];
    let answer = false;
    page.on("dialog", (prompt) => {
      asked.push(prompt.message());
      void (answer ? prompt.accept() : prompt.dismiss());
    });
    await fillBody(page, "<p>Typed, not saved</p>");
    await page.keyboard.press("Escape");
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toBe(ed("en", "modal.discardChanges"));
    await dialog.getByRole("link", { name: ed("en", "modal.close") }).click();
    await expect.poll(() => asked.length).toBe(2);
    expect(await bodyValue(page)).toBe("<p>Typed, not saved</p>");
    answer = true;
    await dialog.getByRole("link", { name: ed("en", "modal.cancel") }).click();
    await page.waitForURL(url(draftOf(NESTED.en)));
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0); // the URL changes before React renders the page

    expect(await indexOf(page, "Typed, not saved")).toBe(-1);
  }, 60_000);

  it("keeps the Save button in place when a field loses focus (validation starts at the first Save)", async () => {
    const page = await signedIn(true, `${NESTED.en}?show_modal=true&module_type=TEXT_HEADER&module_position=0`);
    const dialog = page.getByRole("dialog");
    const save = dialog.getByRole("button", { name: ed("en", "modal.save") });
    await dialog.getByLabel(/^Title/).first().focus();
    const before = await save.boundingBox();
    await dialog.getByRole("heading").click(); // the required text field loses focus, empty
    const after = await save.boundingBox();
    expect(after).toEqual(before);
    await save.click();
    await dialog.getByText("This field is required").first().waitFor();
  }, 60_000);

  it("shows its messages in the editor's language (German, without JavaScript)", async () => {
    const page = await signedIn(false, `${NESTED.de}?show_modal=true&module_id=${await firstModuleId(NESTED.de)}`);
    const dialog = page.getByRole("dialog");
    await dialog.locator('input[name="heading.title"]').evaluate((el: HTMLInputElement) => {
      el.removeAttribute("maxlength");
      el.value = "x".repeat(251);
    });
    await dialog.getByRole("button", { name: ed("de", "modal.save") }).click();
    await page.getByRole("dialog").getByText(ed("de", "validation.maxLength").replace("{{n}}", "250")).waitFor();
    expect(await page.getByRole("dialog").locator('input[name="heading.title"]').inputValue()).toBe("x".repeat(251));
  }, 60_000);
});

describe("the editor's action route", () => {
  it("refuses visitors, bad targets and other sites", { timeout: 60_000 }, async () => {
    const post = (pathname: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(url(pathname), { method: "POST", redirect: "manual", headers, body: new URLSearchParams(body) });
    expect((await post("/editor/pages/1", { _action: "publishPage", version: "1", returnTo: "/" })).status).toBe(401);
    // An editor's post must name a page of this site to return to.
    const editor = (await signedIn(false, "/")).context().request;
    const refused = await editor.post(url("/editor/pages/1"), { form: { _action: "publishPage", version: "1", returnTo: "//evil.example/" }, maxRedirects: 0 });
    expect(refused.status()).toBe(400);
    expect((await post("/editor/pages/1", { _action: "publishPage", version: "1", returnTo: "/" }, { Origin: "https://evil.example" })).status).toBe(403);
    expect((await fetch(url("/editor/pages/1"))).status).toBe(405);
    // A CMS page takes public form posts only; editor actions are not read from its body.
    expect((await post(NESTED.en, { _action: "publishPage", version: "1" })).status).toBe(400);
  });
});

/** The id of a page's first module, as a visitor's page shows it. */
async function firstModuleId(pathname: string): Promise<string> {
  const html = await (await fetch(url(pathname))).text();
  const found = /data-module-id="([^"]+)"/.exec(html);
  if (!found) throw new Error(`no module on ${pathname}`);
  return found[1];
}

/** The draft as stored, fetched with the editor's session. */
async function storedDraftHtml(page: Page): Promise<string> {
  const response = await page.context().request.get(url(draftOf(NESTED.en)));
  return response.text();
}
