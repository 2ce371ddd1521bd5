import { describe, expect, it } from "vitest";
import { editorDrafts, sharedBrowser } from "./support/editor-drafts";
import { pageIdAt } from "./support/editor-http";
import { newEditorPage, signIn } from "./support/editor-session";
import { text, url } from "./support/site";

// Issue 25, Copy to page… / Move to page…: a module of the home page copied to a nested page
// without JavaScript (its German content along), and a module moved between pages in the browser.

const ed = (key: string, locale: "en" | "de" = "en", params: Record<string, string> = {}) =>
  text(locale, key, "editor").replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? "");
const { cookie, get: asEditor, post, draftHtml, versionAt, cameBackTo, newPage: newDraftPage, addText } = editorDrafts();
const browser = sharedBrowser();
const newPage = (title: string) => newDraftPage(title, "e2e-copy");
const moduleIds = (html: string) => [...html.matchAll(/confirm_remove=([A-Za-z0-9_-]+)"/g)].map((m) => m[1]);

describe("copying modules without JavaScript", () => {
  it("copies the home page's text module to a new page, German content included, leaving the home page as it was", async () => {
    const homeId = await pageIdAt(cookie(), "/");
    const target = await newPage("Copy target");
    expect((await post(`/editor/pages/${homeId}`, { _action: "editPage", returnTo: "/" })).status).toBe(303);
    const home = await draftHtml("");
    const textModule = /data-editor-module="TEXT_BLOCK"[\s\S]*?confirm_remove=([A-Za-z0-9_-]+)"/.exec(home)![1];
    const dialog = await (await asEditor(`/?draft=true&copy_module=${textModule}`)).text();
    expect(dialog).toContain(`<option value="${target.pageId}">`);
    const copied = await post(`/editor/pages/${homeId}`, {
      _action: "copyModule",
      version: await versionAt(""),
      moduleId: textModule,
      targetPageId: target.pageId,
      position: "end",
      mode: "copy",
      returnTo: `/?draft=true&copy_module=${textModule}`,
    });
    expect(copied.status).toBe(303);
    expect(copied.headers.get("location")).toBe("/?draft=true");
    expect(moduleIds(await draftHtml(""))).toEqual(moduleIds(home));
    const targetDraft = await draftHtml(`/${target.slug}`);
    expect(targetDraft).toContain("Engineering precision since 1998");
    expect(await draftHtml(`/de/${target.slug}`)).toContain('data-editor-module="TEXT_BLOCK"');
    expect(await draftHtml(`/de/${target.slug}`)).not.toContain("Engineering precision since 1998");
    expect((await post(`/editor/pages/${homeId}`, { _action: "discardDraft", version: await versionAt(""), returnTo: "/?draft=true" })).status).toBe(303);
  });

  it("refuses the dialog in German and a move onto the same page, with a message", async () => {
    const page = await newPage("Copy refused");
    await addText(page.slug, page.pageId, "Stay");
    const [moduleId] = moduleIds(await draftHtml(`/${page.slug}`));
    const german = await (await asEditor(`/de/${page.slug}?draft=true&copy_module=${moduleId}`)).text();
    expect(german).toContain(ed("module.onlyEnglishMove", "de"));
    const refused = await post(`/editor/pages/${page.pageId}`, { _action: "copyModule", version: await versionAt(`/${page.slug}`), moduleId, targetPageId: page.pageId, position: "end", mode: "move", returnTo: `/${page.slug}?draft=true` });
    expect(await cameBackTo(refused)).toContain(ed("errors.moveSamePage"));
  });
});

describe("moving modules with JavaScript", () => {
  it("moves a module to another page from the module toolbar", async () => {
    const source = await newPage("Move source");
    const target = await newPage("Move target");
    await addText(source.slug, source.pageId, "Travelling text");
    const page = await newEditorPage(await browser());
    await signIn(page, `/${source.slug}?draft=true`);
    await page.getByRole("link", { name: ed("module.moveTo") }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await dialog.getByLabel(ed("copyModule.target")).selectOption(target.pageId);
    await dialog.getByLabel(ed("copyModule.start")).check();
    await dialog.getByRole("button", { name: ed("copyModule.submitMove") }).click();
    await page.waitForURL(url(`/${source.slug}?draft=true`));
    await expect.poll(() => page.getByText("Travelling text").count()).toBe(0);
    expect(await draftHtml(`/${target.slug}`)).toContain("Travelling text");
    await page.context().close();
  });
});
