import { describe, expect, it } from "vitest";
import { href } from "../../app/i18n/route-table";
import type { Locale } from "../../app/i18n/locales";
import { browserOfFile } from "./support/browser";
import { editorOfFile } from "./support/editor-http";
import { settled, signIn } from "./support/editor-session";
import { text, url } from "./support/site";

// Issue 25 for content items (ADR 056): Publish at… / Unpublish at…, history with compare,
// restore and discard on /editor/content/<kind>/<id>, as plain posts (no JavaScript) and in a
// browser (preview links: content-previews.test.ts). The global server looks for due jobs every 500 ms. Every test
// deletes what it created: the other files of the run share this server.

const ed = (key: string, locale: Locale = "en", params: Record<string, string> = {}) =>
  text(locale, key, "editor").replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? "");
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

const editor = editorOfFile();
const browserNow = browserOfFile();
const page = editor.page;
const post = editor.post;
const visitorHtml = async (path: string) => (await fetch(url(path))).text();
const justNow = () => new Date(Date.now() - 60_000).toISOString().slice(0, 16);
/** A wall-clock time `ms` from now in UTC, as a datetime-local field posts it (with seconds). */
const utcIn = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 19);

async function revisionOf(id: number): Promise<string> {
  return /name="revision" value="(\d+)"/.exec(await page(`/editor/content/news/${id}`))![1];
}

/** A published press release with `body`: its id, slug and the fields a later save posts. */
async function publishedNews(body: string) {
  const slug = `e2e-safety-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const fields = { "data.title": `E2E safety ${slug}`, "data.slug": slug, "data.category": "press", "data.publishedAt": justNow() };
  const created = await post("/editor/content/news/new", { ...fields, "data.body": body, intent: "publish" });
  expect(created.status).toBe(303);
  const id = Number(/\/news\/(\d+)/.exec(created.headers.get("location") ?? "")![1]);
  const save = async (text: string) => {
    const saved = await post(`/editor/content/news/${id}`, { ...fields, "data.body": text, revision: await revisionOf(id), intent: "save" });
    expect(saved.status).toBe(303);
  };
  return { id, slug, detail: href("newsArticle", "en", { slug }), save };
}

async function remove(id: number): Promise<void> {
  expect((await post(`/editor/content/news/${id}`, { intent: "delete", revision: await revisionOf(id) })).status).toBe(303);
}

describe("content item safety nets without JavaScript", () => {
  it("publishes the item as it was when scheduled, at the due time; what was saved afterwards stays in the draft", async () => {
    const item = await publishedNews("<p>Old launch text</p>");
    await item.save("<p>Scheduled launch text</p>");
    const form = await page(`/editor/content/news/${item.id}`);
    expect(form).toContain(`>${ed("contentSafety.publishAt")}</a>`);
    const dialog = await page(`/editor/content/news/${item.id}?show_schedule=publish`);
    expect(dialog).toContain(`>${ed("schedule.titlePublish")}</h2>`);
    expect(dialog).toContain('<option value="Europe/Zurich" selected="">Europe/Zurich</option>');
    const scheduled = await post(`/editor/content/news/${item.id}?show_schedule=publish`, { intent: "schedule", revision: await revisionOf(item.id), action: "publish", at: utcIn(3_000), timeZone: "UTC" });
    expect(scheduled.status).toBe(303);
    expect(scheduled.headers.get("location")).toBe(`/editor/content/news/${item.id}?done=scheduled`);
    const list = await page("/editor/content/news?status=scheduled");
    expect(list).toContain(`data-item-id="${item.id}"`);
    const pending = await page(`/editor/content/news/${item.id}`);
    expect(pending).toContain(ed("schedule.pendingPublish", "en", { when: "" }).trim());
    expect(pending).toContain(`>${ed("schedule.cancelPublish")}</button>`);
    await item.save("<p>Written after scheduling</p>");
    expect(await visitorHtml(item.detail)).toContain("Old launch text");

    await expect.poll(() => visitorHtml(item.detail), { timeout: 20_000, interval: 250 }).toContain("Scheduled launch text");
    expect(await visitorHtml(item.detail)).not.toContain("Written after scheduling");
    const after = await page(`/editor/content/news/${item.id}`);
    expect(after).toContain("Written after scheduling");
    expect(after).not.toContain(`>${ed("schedule.cancelPublish")}</button>`);
    await remove(item.id);
  });

  it("answers a bad time on the German translation's form in the dialog with the typed values; schedules an unpublish and cancels it with one click", async () => {
    const item = await publishedNews("<p>Stays online</p>");
    for (const [at, timeZone, message] of [
      ["2020-01-01T09:00", "Europe/Berlin", "schedulePast"],
      ["morgen früh", "Europe/Berlin", "scheduleTime"],
      ["2099-01-01T09:00", "Mars/Olympus", "timeZone"],
    ]) {
      const refused = await post(`/editor/content/news/${item.id}?locale=de&show_schedule=publish`, { intent: "schedule", revision: await revisionOf(item.id), action: "publish", at, timeZone });
      expect(refused.status, message).toBe(400);
      const back = await refused.text();
      // The editor's own language (English here), whichever locale of the item is open.
      expect(back, message).toContain(escapeHtml(ed(`validation.${message}`)));
      expect(back).toContain(`value="${escapeHtml(at)}"`);
    }
    const at = `${new Date().getUTCFullYear() + 1}-06-01T09:00`;
    expect((await post(`/editor/content/news/${item.id}`, { intent: "schedule", revision: await revisionOf(item.id), action: "unpublish", at, timeZone: "Asia/Tokyo" })).status).toBe(303);
    const form = await page(`/editor/content/news/${item.id}`);
    expect(form).toContain("Asia/Tokyo");
    expect(await page(`/editor/content/news/${item.id}?show_schedule=unpublish`)).toContain(`value="${at}"`);
    const cancelled = await post(`/editor/content/news/${item.id}`, { intent: "cancelSchedule", scheduleAction: "unpublish" });
    expect(cancelled.headers.get("location")).toBe(`/editor/content/news/${item.id}?done=scheduleCancelled`);
    expect(await page(`/editor/content/news/${item.id}`)).not.toContain(`>${ed("schedule.cancelUnpublish")}</button>`);
    const audit = await page(`/editor/audit?target=news:${item.id}`);
    expect(audit).toContain(ed("audit.actions.content_schedule"));
    expect(audit).toContain(ed("audit.actions.content_cancelSchedule"));
    await remove(item.id);
  });

  it("lists the item's history, compares a version with the draft word by word, restores it in two clicks and discards the draft", async () => {
    const item = await publishedNews("<p>Good launch text</p>");
    await item.save("<p>Bad launch text</p>");
    const history = await page(`/editor/content/news/${item.id}?show_history=true`);
    expect(history).toContain(`>${ed("contentSafety.historyTitle")}</h2>`);
    const versions = [...history.matchAll(/data-revision-id="(\d+)"/g)].map((m) => m[1]);
    expect(versions).toHaveLength(2);
    expect(history).toContain(ed("contentSafety.action.save", "en", { locale: "EN" }));
    expect(history).toContain(ed("contentSafety.action.publish", "en", { locale: "EN" }));
    const compared = await page(`/editor/content/news/${item.id}?show_history=true&compare=${versions[1]}`);
    expect(compared).toContain("<del>Good</del>");
    expect(compared).toContain("<ins>Bad</ins>");

    const restored = await post(`/editor/content/news/${item.id}`, { intent: "restore", revisionId: versions[1], revision: await revisionOf(item.id) });
    expect(restored.headers.get("location")).toBe(`/editor/content/news/${item.id}?done=restored`);
    expect(await page(`/editor/content/news/${item.id}`)).toContain("Good launch text");
    const stale = await post(`/editor/content/news/${item.id}`, { intent: "restore", revisionId: versions[0], revision: "1" });
    expect(stale.headers.get("location")).toBe(`/editor/content/news/${item.id}?done=stale`);

    await item.save("<p>Unwanted text</p>");
    expect(await page(`/editor/content/news/${item.id}`)).toContain(`>${ed("contentSafety.discard")}</summary>`);
    const discarded = await post(`/editor/content/news/${item.id}`, { intent: "discard", revision: await revisionOf(item.id) });
    expect(discarded.headers.get("location")).toBe(`/editor/content/news/${item.id}?done=discarded`);
    const form = await page(`/editor/content/news/${item.id}`);
    expect(form).toContain("Good launch text");
    expect(form).not.toContain(`>${ed("contentSafety.discard")}</summary>`);
    expect(await page(`/editor/audit?target=news:${item.id}`)).toContain(ed("audit.actions.content_restore"));
    await remove(item.id);
  });
});

describe("content item safety nets with JavaScript", () => {
  it("schedules from the German form in the browser's own time zone, shows it with its zone, and cancels with one click", async () => {
    const item = await publishedNews("<p>Browser scheduled</p>");
    const browser = await browserNow();
    const context = await browser.newContext({ timezoneId: "America/New_York", locale: "de-DE", viewport: { width: 1280, height: 800 } });
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on("pageerror", (error) => errors.push(error.message));
    await signIn(tab, `/editor/content/news/${item.id}?locale=de`, { locale: "de" });
    await tab.getByRole("link", { name: ed("contentSafety.publishAt", "de") }).click();
    const dialog = tab.getByRole("dialog");
    await dialog.waitFor();
    await settled(tab);
    await expect.poll(() => dialog.getByLabel(ed("schedule.timeZone", "de")).inputValue()).toBe("America/New_York");
    await dialog.getByLabel(ed("schedule.at", "de")).fill(`${new Date().getUTCFullYear() + 1}-01-15T08:30`);
    await dialog.getByRole("button", { name: ed("schedule.submit", "de") }).click();
    const pending = tab.getByRole("list", { name: ed("schedule.pendingLabel", "de") });
    await expect.poll(() => pending.textContent().catch(() => "")).toContain("America/New_York");
    expect(await pending.textContent()).toContain("08:30");
    await tab.getByRole("button", { name: ed("schedule.cancelPublish", "de") }).click();
    await expect.poll(() => tab.getByRole("list", { name: ed("schedule.pendingLabel", "de") }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
    await remove(item.id);
  });
});
