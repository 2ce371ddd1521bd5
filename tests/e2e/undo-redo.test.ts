import { describe, expect, it } from "vitest";
import { editorDrafts, sharedBrowser } from "./support/editor-drafts";
import { pageIdAt } from "./support/editor-http";
import { newEditorPage, settled, signIn } from "./support/editor-session";
import { text, url } from "./support/site";

// Issue 25, undo / redo of draft steps: the toolbar's buttons without JavaScript on the home
// page, Ctrl+Z / Shift+Ctrl+Z in the browser on a German nested page.

const ed = (key: string, locale: "en" | "de" = "en") => text(locale, key, "editor");

const { cookie, get: asEditor, post, draftHtml, versionAt, cameBackTo, newPage, addText, publish } = editorDrafts();
const browser = sharedBrowser();

describe("undo and redo without JavaScript", () => {
  it("undoes and redoes a module added to the home page's draft", async () => {
    const homeId = await pageIdAt(cookie(), "/");
    await post(`/editor/pages/${homeId}`, { _action: "editPage", returnTo: "/" });
    const added = await post(`/editor/pages/${homeId}`, { _action: "saveModule", version: await versionAt(""), moduleType: "TEXT_BLOCK", "data.body": "<p>Undo me</p>", "data.columns": "1", returnTo: "/?draft=true" });
    expect(added.status).toBe(303);
    expect(await draftHtml("")).toContain("Undo me");
    const undone = await post(`/editor/pages/${homeId}`, { _action: "undo", version: await versionAt(""), returnTo: "/?draft=true" });
    expect(undone.headers.get("location")).toBe("/?draft=true");
    expect(await draftHtml("")).not.toContain("Undo me");
    await post(`/editor/pages/${homeId}`, { _action: "redo", version: await versionAt(""), returnTo: "/?draft=true" });
    expect(await draftHtml("")).toContain("Undo me");
    await post(`/editor/pages/${homeId}`, { _action: "undo", version: await versionAt(""), returnTo: "/?draft=true" });
    const nothing = await post(`/editor/pages/${homeId}`, { _action: "undo", version: await versionAt(""), returnTo: "/?draft=true" });
    expect(await cameBackTo(nothing)).toContain(ed("errors.nothingToUndo"));
    expect((await post(`/editor/pages/${homeId}`, { _action: "discardDraft", version: await versionAt(""), returnTo: "/?draft=true" })).status).toBe(303);
  });
});

describe("undo and redo with JavaScript", () => {
  it("Ctrl+Z and Shift+Ctrl+Z walk the steps of a German draft", async () => {
    const { slug, pageId } = await newPage("Undo page", "e2e-undo");
    await addText(slug, pageId, "First text");
    const page = await newEditorPage(await browser());
    await signIn(page, `/de/${slug}?draft=true`);
    await page.getByText("First text").waitFor();
    await expect.poll(() => page.getByRole("button", { name: ed("steps.undo", "de") }).isEnabled()).toBe(true);
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("Control+z");
    await expect.poll(() => page.getByText("First text").count()).toBe(0);
    await settled(page);
    await page.keyboard.press("Control+Shift+z");
    await page.getByText("First text").waitFor();
    expect(page.url()).toBe(url(`/de/${slug}?draft=true`));
    await page.context().close();
  });
});

describe("comparing versions without JavaScript", () => {
  it("shows a published version against the draft in German: words struck and inserted, and the draft's steps", async () => {
    const { slug, pageId } = await newPage("Diff page", "e2e-diff");
    await addText(slug, pageId, "Sensors measure humidity");
    await publish(slug, pageId);
    const moduleId = /confirm_remove=([A-Za-z0-9_-]+)"/.exec(await draftHtml(`/${slug}`))![1];
    await post(`/editor/pages/${pageId}`, { _action: "saveModule", moduleId, version: await versionAt(`/${slug}`), "data.body": "<p>Sensors measure CO2</p>", "data.columns": "1", returnTo: `/${slug}?draft=true` });
    const history = await (await asEditor(`/de/${slug}?draft=true&show_history=true`)).text();
    expect(history).toContain(`>${ed("history.stepsTitle", "de")}</h3>`);
    const compare = /href="([^"]*compare=\d+)"/.exec(history)![1].replace(/&amp;/g, "&");
    const diff = await (await asEditor(compare)).text();
    expect(diff).toContain("<del>humidity</del>");
    expect(diff).toContain("<ins>CO2</ins>");
    // Published, the same change is there between the two published versions.
    await publish(slug, pageId);
    const published = await (await asEditor(`/${slug}?draft=true&show_history=true`)).text();
    const previous = new RegExp(`href="([^"]*compare=\\d+&amp;with=\\d+)"[^>]*>${ed("history.comparePrevious")}<`).exec(published)![1].replace(/&amp;/g, "&");
    const between = await (await asEditor(previous)).text();
    expect(between).toContain("<del>humidity</del>");
    expect(between).toContain("<ins>CO2</ins>");
  });
});

describe("comparing on the home page without JavaScript", () => {
  it("submits the compare form of the German home page's history: the published version against the draft", async () => {
    const homeId = await pageIdAt(cookie(), "/");
    // Modules are added in English; the German editor then compares the versions.
    await post(`/editor/pages/${homeId}`, { _action: "editPage", returnTo: "/" });
    const added = await post(`/editor/pages/${homeId}`, { _action: "saveModule", version: await versionAt(""), moduleType: "TEXT_BLOCK", "data.body": "<p>Compared on the home page</p>", "data.columns": "1", returnTo: "/?draft=true" });
    expect(added.headers.get("location")).toBe("/?draft=true");
    expect(await draftHtml("")).toContain("Compared on the home page");
    try {
      const history = await (await asEditor("/de?draft=true&show_history=true")).text();
      const form = /<form method="get" action="([^"]*)" class="editor-history__compare"[^>]*>([\s\S]*?)<\/form>/.exec(history);
      expect(form, "the compare form").not.toBeNull();
      const action = form![1].replace(/&amp;/g, "&");
      // The form's own address, as a browser resolves it from the page it is on.
      const target = new URL(action, url("/de?draft=true&show_history=true"));
      expect(target.pathname).toBe("/de");
      const from = /<select id="history-compare-from" name="compare"[^>]*>\s*<option value="(\d+)"/.exec(form![2])![1];
      const fields = new URLSearchParams({ draft: "true", show_history: "true", compare: from, with: "" });
      const diff = await (await asEditor(`${target.pathname}?${fields}`)).text();
      expect(diff).toContain(`>${ed("history.compareTwo", "de")}</h4>`);
      // The draft's new module, named as added (its position is the home page's last one).
      const added = ed("history.change.added", "de").replace("{{module}}", ed("moduleNames.TEXT_BLOCK", "de")).replace(/ \(.*$/, "");
      expect(diff).toMatch(new RegExp(`class="editor-diff__module editor-diff__module--added"><strong>${added} \\(`));
    } finally {
      expect((await post(`/editor/pages/${homeId}`, { _action: "discardDraft", version: await versionAt(""), returnTo: "/de?draft=true" })).status).toBe(303);
    }
  });
});

describe("comparing any two versions with JavaScript", () => {
  it("picks two published versions in the history dialog's form and shows what changed between them", async () => {
    const { slug, pageId } = await newPage("Two versions page", "e2e-two-versions");
    await addText(slug, pageId, "Probes read pressure");
    await publish(slug, pageId);
    const moduleId = /confirm_remove=([A-Za-z0-9_-]+)"/.exec(await draftHtml(`/${slug}`))![1];
    await post(`/editor/pages/${pageId}`, { _action: "saveModule", moduleId, version: await versionAt(`/${slug}`), "data.body": "<p>Probes read flow</p>", "data.columns": "1", returnTo: `/${slug}?draft=true` });
    await publish(slug, pageId);
    await post(`/editor/pages/${pageId}`, { _action: "saveModule", moduleId, version: await versionAt(`/${slug}`), "data.body": "<p>Probes read level</p>", "data.columns": "1", returnTo: `/${slug}?draft=true` });
    const page = await newEditorPage(await browser());
    await signIn(page, `/${slug}?draft=true&show_history=true`);
    const form = page.getByRole("form", { name: ed("history.compareTwo") });
    const from = form.getByLabel(ed("history.compareFrom"), { exact: true });
    const to = form.getByLabel(ed("history.compareTo"), { exact: true });
    await from.waitFor();
    const versions = await from.locator("option").allTextContents();
    expect(versions).toHaveLength(2);
    await from.selectOption({ label: versions[1] });
    await to.selectOption({ label: versions[0] });
    await form.getByRole("button", { name: ed("history.compareSubmit"), exact: true }).click();
    await page.locator(".editor-diff del", { hasText: "pressure" }).waitFor();
    expect(await page.locator(".editor-diff ins").allTextContents()).toContain("flow");
    expect(await page.locator(".editor-diff").textContent()).not.toContain("level");
    // The draft, as the default "To", shows the unpublished edit.
    await to.selectOption({ label: ed("history.diffDraft") });
    await form.getByRole("button", { name: ed("history.compareSubmit"), exact: true }).click();
    await page.locator(".editor-diff ins", { hasText: "level" }).waitFor();
    await page.context().close();
  });
});
