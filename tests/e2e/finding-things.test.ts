import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "../../app/i18n/locales";
import { A11Y_FORM_TITLE, TEAM } from "./editor-fixtures";
import { seriousAxeViolations } from "./support/axe";
import { browserOfFile } from "./support/browser";
import { editorOfFile, pageIdAt } from "./support/editor-http";
import { markWithoutJavaScript, newEditorPage, settled, signIn } from "./support/editor-session";
import { text, url } from "./support/site";

// Issue 47 item 7, finding things: the toolbar's Forms and Submissions entries (only for who can
// use them), no dead page controls on the editor's own screens, the page tree indented as nested
// lists, a Copy button beside each preview link (only with JavaScript), and a warning beside a
// navigation entry whose page is not published. Each part with JavaScript in English and without
// it in German. The file's page (a draft, never published) and what is made on it are deleted
// after the tests: the other files of the run share this server.

const browser = browserOfFile();
const editor = editorOfFile();

const ed = (locale: Locale, key: string, params: Record<string, string | number> = {}) =>
  text(locale, key, "editor").replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
const toolbar = (page: Page, locale: Locale) => page.getByRole("region", { name: ed(locale, "toolbar.label") });

/** A German browser without JavaScript (the editor screens speak the browser's language). */
async function germanPage(): Promise<Page> {
  const context = await (await browser()).newContext({ javaScriptEnabled: false, locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de" } });
  const page = await context.newPage();
  markWithoutJavaScript(page);
  return page;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(url(path));
  await settled(page);
}

// The file's own page: a new top-level page, a draft that is never published.
const slug = `e2e-finding-${Math.random().toString(36).slice(2, 7)}`;
const title = `E2E Finding ${slug.slice(-5)}`;
let pageId = "";
beforeAll(async () => {
  expect((await editor.post("/editor/pages/new", { title, slug, parentId: "", copyFrom: "" })).status).toBe(303);
  pageId = /action="\/editor\/pages\/(\d+)"/.exec(await editor.page(`/${slug}?draft=true`))![1];
});
afterAll(async () => {
  if (!pageId) return;
  const deleted = await editor.post(`/editor/pages/${pageId}/delete`, { redirectTo: "" });
  expect(deleted.headers.get("location")).toBe("/editor/pages?deleted=1");
});

describe("a: the toolbar's Forms and Submissions entries", () => {
  it("with JavaScript, in English: an Administrator finds the forms list and the forms whose submissions it reads; a Publisher gets Forms only", async () => {
    const page = await newEditorPage(await browser());
    await signIn(page, "/editor/pages");
    await toolbar(page, "en").getByRole("link", { name: ed("en", "formsList.title"), exact: true }).click();
    await page.waitForURL(url("/editor/forms"));
    await settled(page);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(ed("en", "formsList.title"));
    expect(await seriousAxeViolations(page), "the forms list").toEqual([]);
    const submissions = page.getByRole("link", { name: new RegExp(`^${A11Y_FORM_TITLE}: \\d+ submissions?$`) });
    expect(await page.getByRole("link", { name: A11Y_FORM_TITLE, exact: true }).getAttribute("href")).toMatch(/^\/editor\/forms\/\d+$/);
    await submissions.click();
    await page.waitForURL(/\/editor\/forms\/\d+\/submissions$/);
    await settled(page);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(ed("en", "submissions.title", { title: A11Y_FORM_TITLE }));

    await toolbar(page, "en").getByRole("link", { name: ed("en", "formsList.submissionsTitle"), exact: true }).click();
    await page.waitForURL(url("/editor/forms?view=submissions"));
    await settled(page);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(ed("en", "formsList.submissionsTitle"));
    expect(await page.getByRole("link", { name: new RegExp(`^${A11Y_FORM_TITLE}: `) }).count()).toBe(1);
    await page.context().close();

    const publisher = await newEditorPage(await browser());
    await signIn(publisher, "/editor/pages", { who: TEAM.publisher });
    expect(await toolbar(publisher, "en").getByRole("link", { name: ed("en", "formsList.title"), exact: true }).count()).toBe(1);
    expect(await toolbar(publisher, "en").getByRole("link", { name: ed("en", "formsList.submissionsTitle"), exact: true }).count()).toBe(0);
    await publisher.context().close();
  });

  it("without JavaScript, in German: the same entries and screens; a Translator gets neither entry and no form's submissions", async () => {
    const page = await germanPage();
    await signIn(page, "/editor/pages", { locale: "de" });
    await toolbar(page, "de").getByRole("link", { name: ed("de", "formsList.title"), exact: true }).click();
    await page.waitForURL(url("/editor/forms"));
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(ed("de", "formsList.title"));
    expect(await page.getByRole("link", { name: new RegExp(`^${A11Y_FORM_TITLE}: \\d+ Einsendung(en)?$`) }).count()).toBe(1);
    await toolbar(page, "de").getByRole("link", { name: ed("de", "formsList.submissionsTitle"), exact: true }).click();
    await page.waitForURL(url("/editor/forms?view=submissions"));
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(ed("de", "formsList.submissionsTitle"));
    await page.context().close();

    const translator = await germanPage();
    await signIn(translator, "/editor/forms?view=submissions", { who: TEAM.translator, locale: "de" });
    expect(await toolbar(translator, "de").getByRole("link", { name: ed("de", "formsList.title"), exact: true }).count()).toBe(0);
    expect(await toolbar(translator, "de").getByRole("link", { name: ed("de", "formsList.submissionsTitle"), exact: true }).count()).toBe(0);
    expect(await translator.getByText(ed("de", "formsList.none")).count()).toBe(1);
    await translator.context().close();
  });
});

describe("b: no dead page controls on the editor's screens", () => {
  const SCREENS = ["/editor/pages", "/editor/mail", "/editor/audit", "/editor/forms", "/editor/navigation", "/editor/content"];

  it("with JavaScript, in English: no Edit page on the editor's screens; a page of the site keeps it", async () => {
    const page = await newEditorPage(await browser());
    await signIn(page, "/editor/pages");
    for (const path of SCREENS) {
      await open(page, path);
      expect(await toolbar(page, "en").getByRole("button", { name: ed("en", "toolbar.editPage") }).count(), path).toBe(0);
    }
    await open(page, "/company");
    expect(await toolbar(page, "en").getByRole("button", { name: ed("en", "toolbar.editPage") }).isEnabled()).toBe(true);
    await open(page, "/products/catalog"); // an app route: disabled, with the hint (SPEC §2.4)
    expect(await toolbar(page, "en").getByRole("button", { name: ed("en", "toolbar.editPage") }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it("without JavaScript, in German: the same", async () => {
    const page = await germanPage();
    await signIn(page, "/editor/pages", { locale: "de" });
    for (const path of SCREENS) {
      await open(page, path);
      expect(await toolbar(page, "de").getByRole("button", { name: ed("de", "toolbar.editPage") }).count(), path).toBe(0);
    }
    await open(page, "/de/unternehmen");
    expect(await toolbar(page, "de").getByRole("button", { name: ed("de", "toolbar.editPage") }).isEnabled()).toBe(true);
    await page.context().close();
  });
});

describe("c: the page tree, indented", () => {
  /** /company's item holds /company/about-us's in its nested list, visibly indented. */
  async function expectNested(page: Page, locale: Locale): Promise<void> {
    const parent = await pageIdAt(editor.cookie(), "/company");
    const child = await pageIdAt(editor.cookie(), "/company/about-us");
    const tree = page.getByRole("list", { name: ed(locale, "pageTree.label") });
    expect(await tree.count()).toBe(1);
    const childItem = page.locator(`li[data-page-id="${parent}"] > ul > li[data-page-id="${child}"]`);
    expect(await childItem.count()).toBe(1);
    expect(await childItem.getAttribute("data-page-id")).toBe(child);
    const parentBox = await page.locator(`li[data-page-id="${parent}"] > .page-tree__row .page-tree__title`).boundingBox();
    const childBox = await childItem.locator(":scope > .page-tree__row .page-tree__title").boundingBox();
    expect(childBox!.x - parentBox!.x).toBeGreaterThanOrEqual(16);
    expect(childBox!.y).toBeGreaterThan(parentBox!.y);
  }

  it("with JavaScript, in English: each child sits in its parent's nested list, indented", async () => {
    const page = await newEditorPage(await browser());
    await signIn(page, "/editor/pages");
    await expectNested(page, "en");
    await page.context().close();
  });

  it("without JavaScript, in German: the same", async () => {
    const page = await germanPage();
    await signIn(page, "/editor/pages", { locale: "de" });
    await expectNested(page, "de");
    await page.context().close();
  });
});

describe("d: a Copy button beside each preview link", () => {
  it("with JavaScript, in English: Copy puts the link on the clipboard and says Copied", async () => {
    const page = await newEditorPage(await browser());
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: url("/") });
    await signIn(page, `/${slug}?draft=true&show_previews=true`);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(ed("en", "previews.days")).fill("1");
    await dialog.getByRole("button", { name: ed("en", "previews.create") }).click();
    const field = dialog.locator("input[readonly]").first();
    await field.waitFor();
    await settled(page);
    const link = await field.inputValue();
    expect(link).toMatch(new RegExp(`/${slug}\\?preview=\\d+\\.`));
    const copy = dialog.getByRole("button", { name: ed("en", "previews.copy"), exact: true });
    expect(await copy.count()).toBe(1);
    expect(await seriousAxeViolations(page), "the preview links with Copy").toEqual([]);
    await copy.click();
    await dialog.getByRole("status").filter({ hasText: ed("en", "previews.copied") }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await dialog.getByRole("button", { name: ed("en", "previews.revoke") }).first().click();
    await expect.poll(async () => (await fetch(link)).status).toBe(410);
    // A revoked link opens nothing: no Copy beside it.
    await expect.poll(() => copy.count()).toBe(0);
    await page.context().close();
  });

  it("without JavaScript, in German: the link is a read-only field to select, with no button that cannot work", async () => {
    const page = await germanPage();
    await signIn(page, `/de/${slug}?draft=true&show_previews=true`, { locale: "de" });
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(ed("de", "previews.days")).fill("1");
    await dialog.getByRole("button", { name: ed("de", "previews.create") }).click();
    await page.waitForLoadState("load");
    const field = dialog.locator("input[readonly]").first();
    const link = await field.inputValue();
    expect(link).toMatch(new RegExp(`/de/${slug}\\?preview=\\d+\\.`));
    expect(await dialog.getByRole("textbox", { name: new RegExp(`^${ed("de", "previews.linkLabel", { id: "\\d+" })}`) }).count()).toBeGreaterThan(0);
    expect(await dialog.getByRole("button", { name: ed("de", "previews.copy"), exact: true }).count()).toBe(0);
    expect(await field.evaluate((input: HTMLInputElement) => input.readOnly)).toBe(true);
    await dialog.getByRole("button", { name: ed("de", "previews.revoke") }).first().click();
    await page.waitForLoadState("load");
    expect((await fetch(link)).status).toBe(410);
    await page.context().close();
  });
});

describe("e: a warning beside a navigation entry whose page is not published", () => {
  /** Adds the file's unpublished page to the footer through the item form; answers whether a draft was there before. */
  async function addEntry(page: Page, locale: Locale): Promise<boolean> {
    await open(page, "/editor/navigation");
    const draftBefore = (await page.getByText(ed(locale, "navigation.draftState")).count()) > 0;
    const form = page.locator("#item-form");
    await form.getByLabel(ed(locale, "navigation.menu"), { exact: true }).selectOption("footer");
    await form.getByLabel(ed(locale, "navigation.page"), { exact: true }).selectOption(pageId);
    await form.getByRole("button", { name: ed(locale, "navigation.add"), exact: true }).click();
    await page.waitForURL(url("/editor/navigation?done=add"));
    await settled(page);
    return draftBefore;
  }

  /** The warning beside the entry (the entry was saved); then the entry deleted and the draft discarded if it was this test's. */
  async function expectWarningThenClean(page: Page, locale: Locale, draftBefore: boolean): Promise<void> {
    expect(await page.getByRole("status").filter({ hasText: ed(locale, "navigation.done.add") }).count()).toBe(1);
    const warning = page.locator(`.navigation-editor__warning[data-unpublished-page="${pageId}"]`);
    expect(await warning.count()).toBe(1);
    expect((await warning.innerText()).trim()).toContain(ed(locale, "navigation.unpublishedPage"));
    expect(await warning.getByRole("link", { name: `${ed(locale, "navigation.openPage")}: ${title}` }).getAttribute("href")).toBe(`/${slug}?draft=true`);
    if (locale === "en") expect(await seriousAxeViolations(page), "the navigation with a warning").toEqual([]); // axe needs JavaScript
    // Entries of published pages have none.
    expect(await page.locator(".navigation-editor__warning").count()).toBe(1);

    await page.getByRole("button", { name: `${ed(locale, "navigation.delete")}: ${title}` }).click();
    await page.waitForURL(url("/editor/navigation?done=delete"));
    await settled(page);
    expect(await page.locator(".navigation-editor__warning").count()).toBe(0);
    if (!draftBefore) {
      await page.getByRole("button", { name: ed(locale, "navigation.discard"), exact: true }).click();
      await page.waitForURL(url("/editor/navigation?done=discard"));
      await settled(page);
    }
  }

  it("with JavaScript, in English: the entry is saved and warned about", async () => {
    const page = await newEditorPage(await browser());
    await signIn(page, "/editor/pages");
    const draftBefore = await addEntry(page, "en");
    await expectWarningThenClean(page, "en", draftBefore);
    await page.context().close();
  });

  it("without JavaScript, in German: the same", async () => {
    const page = await germanPage();
    await signIn(page, "/editor/pages", { locale: "de" });
    const draftBefore = await addEntry(page, "de");
    await expectWarningThenClean(page, "de", draftBefore);
    await page.context().close();
  });
});

describe("f: the module picker says what each module is for", () => {
  // Modules are added on English pages only (SPEC §4.1), so the picker is English; its one-line
  // descriptions are in every locale's strings (editor-view.server.test.ts reads the German).
  const linkList = (page: Page) => page.getByRole("dialog").locator('a[data-module-type="LINK_LIST"]');
  const description = ed("en", "moduleDescriptions.LINK_LIST");

  it("with JavaScript: SPEC's names with a description each; typing a word of a description finds the module", async () => {
    const page = await newEditorPage(await browser());
    await signIn(page, `/${slug}?draft=true&show_sidebar=true&module_position=0`);
    expect(await linkList(page).innerText()).toBe(`Links: int,ext,downl.\n${description}`);
    const unexplained = await page.getByRole("dialog").locator(".editor-sidebar__choice").evaluateAll((links) => links.filter((link) => !link.querySelector("small")?.textContent?.trim()).length);
    expect(unexplained).toBe(0);
    await page.getByPlaceholder(ed("en", "sidebar.searchPlaceholder")).fill("downloads");
    await expect.poll(() => linkList(page).count()).toBe(1);
    expect(await page.getByRole("dialog").locator('a[data-module-type="ACCORDION"]').count()).toBe(0);
    await page.context().close();
  });

  it("without JavaScript: the search form finds it by its description the same way", async () => {
    const context = await (await browser()).newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    markWithoutJavaScript(page);
    await signIn(page, `/${slug}?draft=true&show_sidebar=true&module_position=0`);
    await page.getByPlaceholder(ed("en", "sidebar.searchPlaceholder")).fill("downloads");
    await page.getByRole("dialog").getByRole("button", { name: ed("en", "sidebar.searchSubmit") }).click();
    await page.waitForURL(/q=downloads/);
    expect(await linkList(page).innerText()).toBe(`Links: int,ext,downl.\n${description}`);
    expect(await page.getByRole("dialog").locator('a[data-module-type="ACCORDION"]').count()).toBe(0);
    await context.close();
  });
});
