import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugFromTitle } from "../../app/editor/page-tree/new-page-schema";
import { editorDateTime } from "../../app/editor/shell/editor-time";
import { href } from "../../app/i18n/route-table";
import type { Locale } from "../../app/i18n/locales";
import { launchBrowser } from "./support/browser";
import { deleteContentItem, editorSessionCookie } from "./support/editor-http";
import { markWithoutJavaScript, newEditorPage, settled, signIn } from "./support/editor-session";
import { text, url } from "./support/site";

// Issue 47, item 3: a news item published with a publication date ahead answers 404 to visitors
// until that date (the visitor queries' rule), so Publish must not say "visitors see it now": the
// notice, the item's status and the list's say from when, in the editor's language and zone, and
// the item screen shows every time in one format. Each test makes and deletes its own item (unique
// title): the other files of the run share this server.

const ed = (key: string, locale: Locale = "en", params: Record<string, string> = {}) =>
  text(locale, key, "editor").replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? "");
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A form field by its label (a required one's label ends in " *"). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
/** About half a year ahead, to the minute, as the datetime-local field takes it (UTC). */
const ahead = () => new Date(Date.now() + 180 * 86_400_000).toISOString().slice(0, 16);
/** A time as the content admin shows it: the editor's language, Europe/Zurich, the zone named. */
const TIME = /\d{1,2}:\d{2}/g;
const ONE_FORMAT = /^\d{1,2}:\d{2} \(Europe\/Zurich\)/;

let cookie = "";
let browser: Browser;
beforeAll(async () => {
  cookie = await editorSessionCookie();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every time in a text is followed by the one zone label: one format on the screen. */
function expectOneFormat(shown: string): void {
  const times = [...shown.matchAll(TIME)];
  expect(times.length).toBeGreaterThan(0);
  for (const match of times) expect(shown.slice(match.index)).toMatch(ONE_FORMAT);
  expect(shown).not.toMatch(/\d:\d{2} UTC|\d:\d{2} [AP]M/);
}

/** Fills a new news item and publishes it with a publication date ahead; answers its id and the date shown. */
async function publishAhead(page: Page, locale: Locale, title: string): Promise<{ id: number; when: string }> {
  await page.goto(url("/editor/content/news/new"));
  await settled(page);
  const at = ahead();
  await field(page, ed("labels.Title", locale)).fill(title);
  await field(page, ed("labels.Publication date (UTC)", locale)).fill(at);
  await page.getByRole("button", { name: ed("content.publish", locale), exact: true }).click();
  await page.waitForURL(/\/editor\/content\/news\/\d+\?done=published/);
  await settled(page);
  const id = Number(/\/editor\/content\/news\/(\d+)/.exec(page.url())![1]);
  return { id, when: editorDateTime(`${at}:00Z`, locale) };
}

/** The screens say it is published but not visible before `when`; visitors get a 404 until then. */
async function expectHonest(page: Page, locale: Locale, id: number, title: string, when: string): Promise<void> {
  // The notice after Publish: from when, never "visitors see it now".
  expect(await page.getByText(ed("content.notice.publishedFrom", locale, { when })).count()).toBe(1);
  expect(await page.getByText(ed("content.notice.published", locale)).count()).toBe(0);
  // The item's status, and every time on the item screen in one format.
  const state = (await page.locator(".content-admin__state").innerText()).trim();
  expect(state).toContain(ed("content.status.visibleFrom", locale, { when }));
  expectOneFormat(state);
  expectOneFormat(await page.locator(".content-admin").innerText());

  // The history lists the publish in the same format.
  await page.goto(url(`/editor/content/news/${id}?show_history=true`));
  await settled(page);
  const times = await page.locator(".editor-history__entry time").allInnerTexts();
  expect(times.length).toBeGreaterThan(0);
  for (const time of times) expectOneFormat(time);

  // The list's status.
  await page.goto(url(`/editor/content/news?q=${encodeURIComponent(title)}`));
  await settled(page);
  const row = page.locator(`tr[data-item-id="${id}"]`);
  expect((await row.locator("td").first().innerText()).trim()).toBe(ed("content.status.visibleFrom", locale, { when }));
  expectOneFormat(await row.innerText());

  // Visitors: the rule of the visitor queries (a publication date ahead is not published yet) stands.
  const visitor = await fetch(url(href("newsArticle", "en", { slug: slugFromTitle(title) })), { redirect: "manual" });
  expect(visitor.status).toBe(404);
}

describe("a news item published with a publication date ahead", () => {
  it("with JavaScript, in English: the notice and the statuses say from when visitors see it; visitors get 404 until then", async () => {
    const page = await newEditorPage(browser);
    await signIn(page, "/editor/content");
    const title = unique("E2E future news");
    const { id, when } = await publishAhead(page, "en", title);
    expect(when).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} \(Europe\/Zurich\)$/);
    await expectHonest(page, "en", id, title, when);
    await page.context().close();
    await deleteContentItem(cookie, "news", id);
  });

  it("without JavaScript, in German: the same, in German words and the German date format", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de" } });
    const page = await context.newPage();
    markWithoutJavaScript(page);
    await signIn(page, "/editor/content", { locale: "de" });
    const title = unique("E2E Zukunftsnachricht");
    const { id, when } = await publishAhead(page, "de", title);
    expect(when).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} \(Europe\/Zurich\)$/);
    expect(ed("content.notice.publishedFrom", "de", { when })).toMatch(/^Veröffentlicht: Besucher sehen es ab /);
    await expectHonest(page, "de", id, title, when);
    await context.close();
    await deleteContentItem(cookie, "news", id);
  });
});
