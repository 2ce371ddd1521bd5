import { describe, expect, it } from "vitest";
import type { Locale } from "../../app/i18n/locales";
import { browserOfFile } from "./support/browser";
import { editorOfFile } from "./support/editor-http";
import { settled, signIn } from "./support/editor-session";
import { text } from "./support/site";

// Issue 25, undo / redo of a content item's draft (ADR 056) on /editor/content/<kind>/<id>: the
// form's Undo and Redo as plain posts (no JavaScript) on the German translation with the screen in
// German, and Ctrl+Z / Shift+Ctrl+Z in a browser. Every test deletes what it created: the other
// files of the run share this server.

const ed = (key: string, locale: Locale = "en", params: Record<string, string> = {}) =>
  text(locale, key, "editor").replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? "");
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const editor = editorOfFile();
const browserNow = browserOfFile();
/** A path as the signed-in editor whose browser asks for German. */
const germanPage = async (path: string) => (await editor.asEditor(path, { headers: { "Accept-Language": "de" } })).text();
const post = (path: string, fields: Record<string, string>) => editor.post(path, fields, { "Accept-Language": "de" });
const justNow = () => new Date(Date.now() - 60_000).toISOString().slice(0, 16);

async function revisionOf(id: number): Promise<string> {
  return /name="revision" value="(\d+)"/.exec(await germanPage(`/editor/content/news/${id}`))![1];
}

/** A published press release: its id, and a save of its German translation. */
async function publishedNews() {
  const slug = `e2e-undo-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const fields = { "data.title": `E2E undo ${slug}`, "data.slug": slug, "data.category": "press", "data.publishedAt": justNow(), "data.body": "<p>English words</p>" };
  const created = await post("/editor/content/news/new", { ...fields, intent: "publish" });
  expect(created.status).toBe(303);
  const id = Number(/\/news\/(\d+)/.exec(created.headers.get("location") ?? "")![1]);
  const saveGerman = async (body: string) => {
    const saved = await post(`/editor/content/news/${id}?locale=de`, { "data.title": `Rückgängig ${slug}`, "data.body": `<p>${body}</p>`, revision: await revisionOf(id), intent: "save" });
    expect(saved.status).toBe(303);
  };
  return { id, saveGerman };
}

async function remove(id: number): Promise<void> {
  expect((await post(`/editor/content/news/${id}`, { intent: "delete", revision: await revisionOf(id) })).status).toBe(303);
}

describe("undo and redo of a content item without JavaScript", () => {
  it("undoes and redoes saves of the German translation, in German; refuses a stale revision and says when there is nothing to redo", async () => {
    const item = await publishedNews();
    const form = `/editor/content/news/${item.id}?locale=de`;
    expect(await germanPage(form)).toMatch(new RegExp(`disabled=""[^>]*>${ed("steps.undo", "de")}</button>`));
    await item.saveGerman("Erste Fassung");
    await item.saveGerman("Zweite Fassung");
    const before = await germanPage(form);
    expect(before).toContain(`>${ed("steps.undo", "de")}</button>`);
    expect(before).not.toMatch(new RegExp(`disabled=""[^>]*>${ed("steps.undo", "de")}</button>`));
    expect(before).toContain(ed("steps.undoHint", "de", { what: ed("contentSafety.action.save", "de", { locale: "DE" }) }));

    const undone = await post(form, { intent: "undo", revision: await revisionOf(item.id) });
    expect(undone.status).toBe(303);
    expect(undone.headers.get("location")).toBe(`/editor/content/news/${item.id}?locale=de&done=undone`);
    const afterUndo = await germanPage(undone.headers.get("location")!);
    expect(afterUndo).toContain(escapeHtml(ed("content.notice.undone", "de")));
    expect(afterUndo).toContain("Erste Fassung");
    expect(afterUndo).not.toContain("Zweite Fassung");
    expect(afterUndo).toContain(ed("steps.redoHint", "de", { what: ed("contentSafety.action.save", "de", { locale: "DE" }) }));

    const stale = await post(form, { intent: "redo", revision: "1" });
    expect(stale.headers.get("location")).toBe(`/editor/content/news/${item.id}?locale=de&done=stale`);
    expect(await germanPage(form)).not.toContain("Zweite Fassung");

    const redone = await post(form, { intent: "redo", revision: await revisionOf(item.id) });
    expect(redone.headers.get("location")).toBe(`/editor/content/news/${item.id}?locale=de&done=redone`);
    expect(await germanPage(redone.headers.get("location")!)).toContain("Zweite Fassung");
    const nothing = await post(form, { intent: "redo", revision: await revisionOf(item.id) });
    expect(nothing.headers.get("location")).toBe(`/editor/content/news/${item.id}?locale=de&done=nothingToRedo`);
    const refused = await germanPage(nothing.headers.get("location")!);
    expect(refused).toContain(`role="alert">${escapeHtml(ed("errors.nothingToRedo", "de"))}</p>`);

    const history = await germanPage(`${form}&show_history=true`);
    expect(history).toContain(ed("contentSafety.action.undo", "de"));
    expect(history).toContain(ed("contentSafety.action.redo", "de"));
    const audit = await germanPage(`/editor/audit?target=news:${item.id}`);
    expect(audit).toContain('data-action="content.undo"');
    expect(audit).toContain('data-action="content.redo"');
    await remove(item.id);
  });
});

describe("undo and redo of a content item with JavaScript", () => {
  it("Ctrl+Z undoes the last save while no field has focus, Shift+Ctrl+Z redoes it; not while something typed is unsaved", async () => {
    const item = await publishedNews();
    await item.saveGerman("Tastatur eins");
    await item.saveGerman("Tastatur zwei");
    const browser = await browserNow();
    const context = await browser.newContext({ locale: "de-DE", viewport: { width: 1280, height: 800 } });
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on("pageerror", (error) => errors.push(error.message));
    const form = `/editor/content/news/${item.id}?locale=de`;
    await signIn(tab, form, { locale: "de" });
    await tab.getByText("Tastatur zwei").first().waitFor();
    await tab.locator("h1").click();
    await tab.keyboard.press("Control+z");
    await tab.waitForURL(/done=undone/);
    await tab.getByText("Tastatur eins").first().waitFor();
    await expect.poll(() => tab.getByText("Tastatur zwei").count()).toBe(0);
    await settled(tab);
    await tab.locator("h1").click();
    await tab.keyboard.press("Control+Shift+z");
    await tab.waitForURL(/done=redone/);
    await tab.getByText("Tastatur zwei").first().waitFor();
    await expect.poll(() => tab.getByText("Tastatur eins").count()).toBe(0);
    expect(await tab.getByRole("status").filter({ hasText: ed("content.notice.redone", "de") }).count()).toBe(1);

    // Typed and not saved: the shortcut leaves it alone (an undo would throw the typing away).
    await tab.locator('input[name="data.title"]').click();
    await tab.keyboard.type(" neu");
    await tab.locator("h1").click();
    // The listener is in place before the key is pressed (an unawaited one could miss the key and wait forever).
    await tab.evaluate(() => document.addEventListener("keydown", (event) => document.body.setAttribute("data-undo-key-handled", String(event.defaultPrevented)), { once: true }));
    await tab.keyboard.press("Control+z");
    await expect.poll(() => tab.locator("body").getAttribute("data-undo-key-handled")).toBe("false");
    expect(tab.url()).toContain("done=redone");
    expect(errors).toEqual([]);
    await context.close();
    await remove(item.id);
  });
});
