import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../app/i18n/locales";
import { browserOfFile } from "./support/browser";
import { contentRevision, deleteContentItem, editorOfFile } from "./support/editor-http";
import { markWithoutJavaScript, settled, signIn } from "./support/editor-session";
import { text } from "./support/site";

// Issue 47 item 4: a content item's translation shows "English changed" (its locale tab, and the
// changed words beside its fields) once the English changed after the translation was saved, and
// no longer once the translation is saved again. German screen without JavaScript, English with.

const ed = (locale: Locale, key: string) => text(locale, key, "editor");
const editor = editorOfFile();
const browserNow = browserOfFile();
const post = (path: string, fields: Record<string, string>) => editor.post(path, fields);
const revision = (id: number) => contentRevision(editor.cookie(), "news", id);

/** A published press release with a German translation, whose English summary then changed. */
async function outdatedNews(): Promise<number> {
  const slug = `e2e-outdated-${Math.random().toString(36).slice(2, 8)}`;
  const english = (summary: string) => ({ "data.title": `Outdated ${slug}`, "data.slug": slug, "data.category": "press", "data.publishedAt": "2026-11-20T09:00", "data.summary": summary, "data.body": "<p>Body</p>" });
  const created = await post("/editor/content/news/new", { ...english("A new sensor"), intent: "publish" });
  expect(created.status).toBe(303);
  const id = Number(/\/news\/(\d+)/.exec(created.headers.get("location")!)![1]);
  expect((await post(`/editor/content/news/${id}?locale=de`, { "data.title": `Veraltet ${slug}`, "data.summary": "Ein neuer Sensor", revision: await revision(id), intent: "save" })).status).toBe(303);
  expect((await post(`/editor/content/news/${id}`, { ...english("A new humidity sensor"), revision: await revision(id), intent: "save" })).status).toBe(303);
  return id;
}

async function openTranslation(locale: Locale, javaScriptEnabled: boolean, id: number): Promise<Page> {
  const context = await (await browserNow()).newContext({ javaScriptEnabled, locale: locale === "de" ? "de-DE" : "en-GB" });
  const page = await context.newPage();
  if (!javaScriptEnabled) markWithoutJavaScript(page);
  await signIn(page, `/editor/content/news/${id}?locale=de`, { locale });
  return page;
}

const germanTab = (page: Page) => page.getByRole("navigation", { name: ed("en", "content.locales") }).or(page.getByRole("navigation", { name: ed("de", "content.locales") })).getByRole("link", { name: /^Deutsch/ });

/** The item's row in its kind's list: its German marked "English changed". */
async function expectListed(page: Page, locale: Locale, id: number) {
  const form = page.url();
  await page.goto(form.replace(/\/editor\/.*$/, `/editor/content/news?q=${encodeURIComponent(await titleOf(id))}`));
  const row = page.locator("tr", { has: page.locator(`a[href="/editor/content/news/${id}"]`) });
  expect(await row.locator(".content-admin__locale--outdated").innerText()).toContain("DE");
  expect(await row.locator(".content-admin__locale--outdated abbr").getAttribute("title")).toContain(ed(locale, "content.outdated"));
  await page.goto(form);
  await settled(page);
}

const titleOf = async (id: number) => /<h1[^>]*>([^<]+)<\/h1>/.exec(await editor.page(`/editor/content/news/${id}`))![1];

async function expectOutdated(page: Page, locale: Locale) {
  expect(await germanTab(page).innerText()).toContain(`(${ed(locale, "content.outdated")})`);
  const changed = page.locator(".content-admin__english-changed", { hasText: ed(locale, "translation.englishChanged") });
  expect(await changed.count()).toBe(1); // the summary only: the title did not change
  expect(await changed.locator("ins").innerText()).toContain("humidity");
}

describe("an outdated translation of a content item", () => {
  it("without JavaScript, in German: the tab and the changed words say so; a save of the translation ends it", async () => {
    const id = await outdatedNews();
    const page = await openTranslation("de", false, id);
    await expectOutdated(page, "de");
    await expectListed(page, "de", id);
    await page.getByLabel(ed("de", "labels.Summary"), { exact: true }).fill("Ein neuer Feuchtesensor");
    await page.getByRole("button", { name: ed("de", "content.saveDraft"), exact: true }).click();
    await page.waitForURL(/done=saved/);
    expect(await germanTab(page).innerText()).not.toContain(ed("de", "content.outdated"));
    expect(await page.locator(".content-admin__english-changed").count()).toBe(0);
    await page.context().close();
    await deleteContentItem(editor.cookie(), "news", id);
  });

  it("with JavaScript, in English: the same", async () => {
    const id = await outdatedNews();
    const page = await openTranslation("en", true, id);
    await expectOutdated(page, "en");
    await expectListed(page, "en", id);
    await page.getByLabel("Summary", { exact: true }).fill("Ein neuer Feuchtesensor");
    await page.getByRole("button", { name: ed("en", "content.saveDraft"), exact: true }).click();
    await page.waitForURL(/done=saved/);
    await expect.poll(() => page.locator(".content-admin__english-changed").count()).toBe(0);
    expect(await germanTab(page).innerText()).not.toContain(ed("en", "content.outdated"));
    await page.context().close();
    await deleteContentItem(editor.cookie(), "news", id);
  });
});
