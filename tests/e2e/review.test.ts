import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "../../app/i18n/locales";
import { href } from "../../app/i18n/route-table";
import { EDITOR, TEAM } from "./editor-fixtures";
import { launchBrowser } from "./support/browser";
import { postAsEditor } from "./support/editor-http";
import { markWithoutJavaScript, sessionCookie, settled, signIn } from "./support/editor-session";
import { typeRichText } from "./support/rich-text";
import { baseUrl, text, url } from "./support/site";

// Issue 45 as a team uses it, in a browser with JavaScript (English) and without (German): an
// author (Editor) submits a page and a press release, a Publisher requests changes on one module,
// the author answers and resubmits, the Publisher approves and publishes; an edit after an approval
// voids it; where a section requires review nobody approves their own submission. Every step that a
// role may not take is also forged as a POST: 403, nothing changed. Accounts: editor-fixtures.ts.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ed = (locale: Locale, key: string, params: Record<string, string> = {}) =>
  text(locale, key, "editor").replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? "");

/** A signed-out page whose browser prefers `locale` (the editor screens' language) with JavaScript on or off. */
async function newPage(javaScriptEnabled: boolean, locale: Locale): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, locale: locale === "de" ? "de-DE" : "en-US", viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (!javaScriptEnabled) markWithoutJavaScript(page);
  return page;
}

/** Clicks a submit button (inside `scope`) and waits until `until` shows: the state the step leads to. */
async function act(page: Page, scope: Page | Locator, name: string, until: Locator): Promise<void> {
  await scope.getByRole("button", { name, exact: true }).first().click();
  await until.first().waitFor();
  await settled(page);
}

/** Opens module `index`'s dialog on the draft, writes `words` into its text and saves it. */
async function editModule(page: Page, draftPath: string, index: number, words: string, javaScriptEnabled: boolean, locale: Locale): Promise<void> {
  const edit = await page.locator("main .editor-module").nth(index).locator('a[href*="module_id="]').first().getAttribute("href");
  await page.goto(url(edit!));
  await settled(page);
  if (javaScriptEnabled) await typeRichText(page, /^Text/, words);
  else await page.getByLabel(/^Text/).fill(`<p>${words}</p>`);
  await Promise.all([page.waitForURL(url(draftPath)), page.getByRole("button", { name: ed(locale, "modal.save"), exact: true }).click()]);
  await settled(page);
  expect(await page.locator("main .editor-module").nth(index).innerText()).toContain(words);
}

/** The toolbar's review state, as the draft shows it. */
const reviewState = (page: Page) => page.locator(".editor-toolbar__review-state");

/** The id of the review the draft's toolbar links to. */
async function reviewIdOf(page: Page): Promise<string> {
  const link = await page.getByRole("link", { name: ed("en", "review.toolbar.thread") }).or(page.getByRole("link", { name: ed("de", "review.toolbar.thread") })).first().getAttribute("href");
  return /#review-(\d+)$/.exec(link ?? "")![1];
}

/** A POST the UI does not offer this account, sent with its session (a forged form post). */
function forge(page: Page, path: string, fields: Record<string, string>, locale: Locale) {
  return page.request.post(url(path), { form: fields, headers: { Origin: baseUrl(), "Accept-Language": locale === "de" ? "de-DE" : "en-US" }, maxRedirects: 0 });
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** What a visitor gets at a path (no session). */
async function visitorHtml(path: string): Promise<string> {
  const response = await fetch(url(path));
  return response.status === 200 ? response.text() : `(status ${response.status})`;
}

/** The inbox's "Reviews to do" section. */
const TO_REVIEW = 'section[aria-labelledby="inbox-to-review"]';

const MODES = [
  ["with JavaScript, in English", true, "en", "js"],
  ["without JavaScript, in German", false, "de", "no-js"],
] as const;

// Each test is a whole review between two or three people (~30 s alone): 60 s was too short while
// other files load both cores, and there are no retries (issue 46).
describe.each(MODES)("review before publish, %s", { timeout: 150_000 }, (_, javaScriptEnabled, locale, mode) => {
  const slug = `e2e-review-${mode}`;
  const path = locale === "en" ? `/${slug}` : `/de/${slug}`;
  const draft = `${path}?draft=true`;
  const stateText = (state: string) => ed(locale, "review.toolbar.state", { state: ed(locale, `review.states.${state}`) });

  it("an author submits, a Publisher requests changes on a module, the author resubmits, the Publisher approves and publishes", async () => {
    const author = await newPage(javaScriptEnabled, locale);
    await signIn(author, draft, { who: TEAM.author, locale });
    const first = `Launch text by Arne (${mode})`;
    await editModule(author, draft, 0, first, javaScriptEnabled, locale);
    expect(await author.getByRole("button", { name: ed(locale, "toolbar.publish"), exact: true }).isDisabled()).toBe(true);

    await author.getByLabel(ed(locale, "review.inbox.message")).fill("Please check the launch text.");
    await act(author, author, ed(locale, "review.inbox.submit"), reviewState(author).getByText(stateText("open")));
    expect(author.url()).toBe(url(draft));
    expect(await reviewState(author).innerText()).toContain(ed(locale, "review.errors.locked"));
    const reviewId = await reviewIdOf(author);

    // Read-only for its author while in review; deciding is not an Editor's to forge.
    const pageId = /\/editor\/pages\/(\d+)/.exec((await author.locator('form[action^="/editor/pages/"]').first().getAttribute("action")) ?? "")![1];
    const version = await author.locator('form[action^="/editor/pages/"] input[name="version"]').first().inputValue();
    const locked = await forge(author, `/editor/pages/${pageId}`, { _action: "saveModule", moduleType: "TEXT_BLOCK", "data.body": "<p>Sneaked in</p>", version, returnTo: draft }, locale);
    expect(locked.status()).toBe(403);
    expect(await locked.text()).toContain(ed(locale, "review.refused.locked"));
    expect(await author.getByRole("link", { name: ed(locale, "module.edit") }).count()).toBe(0); // the toolbars say why instead
    for (const step of ["approve", "requestChanges"]) {
      const forged = await forge(author, "/editor/inbox", { _action: step, reviewId, version, when: "now", message: "Looks fine to me" }, locale);
      expect(forged.status(), step).toBe(403);
    }
    await author.reload();
    await settled(author);
    expect(await author.locator("main").innerText()).not.toContain("Sneaked in");
    expect(await author.locator("main").innerText()).not.toContain("Looks fine to me");

    // The Publisher's inbox: the review to do, a comment on the second module.
    const publisher = await newPage(javaScriptEnabled, locale);
    await signIn(publisher, "/editor/inbox", { who: TEAM.publisher, locale });
    const card = publisher.locator(`${TO_REVIEW} #review-${reviewId}`);
    expect(await card.innerText()).toContain("Please check the launch text.");
    const title = await titleOf(publisher, reviewId);
    const comment = `Name the sensor range in the second block (${mode}).`;
    await card.getByLabel(ed(locale, "review.inbox.comment")).fill(comment);
    await card.getByLabel(ed(locale, "review.inbox.module")).selectOption({ index: 2 });
    await act(publisher, card, ed(locale, "review.inbox.requestChanges"), publisher.getByText(ed(locale, "review.inbox.done.changesRequested")));

    // The author sees the comment beside the module, edits, and submits again.
    await author.goto(url(draft));
    await settled(author);
    expect(await reviewState(author).innerText()).toContain(ed(locale, "review.states.changesRequested"));
    expect(await author.locator("main .editor-module").nth(1).getByRole("complementary").innerText()).toContain(comment);
    expect(await author.locator("main .editor-module").nth(0).getByRole("complementary").count()).toBe(0);
    const second = `Range 0 to 600 bar (${mode})`;
    await editModule(author, draft, 1, second, javaScriptEnabled, locale);
    await author.getByLabel(ed(locale, "review.inbox.message")).fill("Range added.");
    await act(author, author, ed(locale, "review.inbox.submit"), reviewState(author).getByText(stateText("open")));
    expect(await reviewIdOf(author)).toBe(reviewId); // one thread for every round

    await publisher.goto(url("/editor/inbox"));
    await settled(publisher);
    const again = publisher.locator(`${TO_REVIEW} #review-${reviewId}`);
    expect(await again.innerText()).toContain("Range added.");
    expect(await visitorHtml(path)).not.toContain(first);
    // The changes against the published version: the page builder's history diff.
    const diff = await again.getByRole("link", { name: ed(locale, "review.inbox.changes") }).getAttribute("href");
    await publisher.goto(url(diff!));
    await settled(publisher);
    const changes = await publisher.locator(".editor-diff").innerText();
    expect(changes).toContain(`Arne (${mode})`); // a word diff: the new words beside the old ones
    expect(changes).toContain(`600 bar (${mode})`);
    await publisher.goto(url("/editor/inbox"));
    await settled(publisher);
    await act(publisher, again, ed(locale, "review.inbox.approve"), publisher.getByText(ed(locale, "review.inbox.done.published")));
    const live = await visitorHtml(path);
    expect(live).toContain(first);
    expect(live).toContain(second);

    // The thread kept every round, and the author was told of the decisions by e-mail.
    await author.goto(url("/editor/inbox"));
    await settled(author);
    const thread = await author.locator(`section[aria-labelledby="inbox-mine"] #review-${reviewId}`).innerText();
    for (const event of ["submitted", "changesRequested", "resubmitted", "approved"]) {
      expect(thread, event).toContain(ed(locale, `review.events.${event}`, { actor: event === "changesRequested" || event === "approved" ? TEAM.publisher.name : TEAM.author.name }));
    }
    const adminCookie = await sessionCookie(baseUrl());
    const mailLog = await (await fetch(url("/editor/mail"), { headers: { Cookie: adminCookie } })).text();
    expect(mailLog).toContain(`Changes requested: ${title}`);
    await author.context().close();
    await publisher.context().close();
  });

  it("an edit after an approval voids it, and the draft says so", async () => {
    const author = await newPage(javaScriptEnabled, locale);
    await signIn(author, draft, { who: TEAM.author, locale });
    const words = `Scheduled launch text (${mode})`;
    await editModule(author, draft, 0, words, javaScriptEnabled, locale);
    await act(author, author, ed(locale, "review.inbox.submit"), reviewState(author).getByText(stateText("open")));
    const reviewId = await reviewIdOf(author);

    const publisher = await newPage(javaScriptEnabled, locale);
    await signIn(publisher, "/editor/inbox", { who: TEAM.publisher, locale });
    const card = publisher.locator(`${TO_REVIEW} #review-${reviewId}`);
    await card.getByLabel(ed(locale, "review.inbox.approveAt"), { exact: true }).check();
    const later = new Date(Date.now() + 3 * 24 * 3600_000).toISOString().slice(0, 10);
    await card.getByLabel(ed(locale, "review.inbox.at")).fill(`${later}T09:30`);
    await card.getByLabel(ed(locale, "review.inbox.timeZone")).selectOption("UTC");
    await act(publisher, card, ed(locale, "review.inbox.approve"), publisher.getByText(ed(locale, "review.inbox.done.scheduled")));

    await author.goto(url(draft));
    await settled(author);
    expect(await reviewState(author).innerText()).toContain(ed(locale, "review.states.approved"));
    await editModule(author, draft, 0, `Changed after approval (${mode})`, javaScriptEnabled, locale);
    const voided = ed(locale, "review.inbox.voided", { at: "" }).trim();
    expect(await reviewState(author).innerText()).toContain(voided);
    expect(await reviewState(author).innerText()).toContain(ed(locale, "review.states.open"));

    await publisher.goto(url("/editor/inbox"));
    await settled(publisher);
    const card2 = publisher.locator(`${TO_REVIEW} #review-${reviewId}`);
    expect(await card2.innerText()).toContain(voided);
    expect(await card2.innerText()).not.toContain(ed(locale, "review.inbox.publishAt", { at: "" }).trim());

    // The author withdraws: the draft is theirs again.
    await author.goto(url(draft));
    await settled(author);
    await act(author, author, ed(locale, "review.inbox.withdraw"), reviewState(author).getByText(stateText("withdrawn")).or(author.getByLabel(ed(locale, "review.inbox.message"))));
    expect(await visitorHtml(path)).not.toContain(words);
    await author.context().close();
    await publisher.context().close();
  });

  it("where review is required, a Publisher cannot publish or approve their own submission; another reviewer can", async () => {
    const required = `e2e-review-required-${mode}`;
    const requiredPath = locale === "en" ? `/${required}` : `/de/${required}`;
    const requiredDraft = `${requiredPath}?draft=true`;
    const admin = await newPage(javaScriptEnabled, locale);
    await signIn(admin, "/editor/inbox", { who: EDITOR, locale });
    await admin.getByLabel(ed(locale, "review.inbox.section")).fill(`/${required}`);
    await act(admin, admin, ed(locale, "review.inbox.addSection"), admin.getByText(ed(locale, "review.inbox.done.sections")));
    expect(await admin.locator('[aria-labelledby="inbox-required"]').innerText()).toContain(`/${required}`);

    const publisher = await newPage(javaScriptEnabled, locale);
    await signIn(publisher, requiredDraft, { who: TEAM.publisher, locale });
    const words = `Ad hoc announcement (${mode})`;
    await editModule(publisher, requiredDraft, 0, words, javaScriptEnabled, locale);
    expect(await publisher.getByRole("button", { name: ed(locale, "toolbar.publish"), exact: true }).isDisabled()).toBe(true);
    expect(await publisher.getByText(ed(locale, "review.errors.requiredHere")).first().isVisible()).toBe(true);
    const pageId = /\/editor\/pages\/(\d+)/.exec((await publisher.locator('form[action^="/editor/pages/"]').first().getAttribute("action")) ?? "")![1];
    const version = await publisher.locator('form[action^="/editor/pages/"] input[name="version"]').first().inputValue();
    const forgedPublish = await forge(publisher, `/editor/pages/${pageId}`, { _action: "publishPage", version, returnTo: requiredDraft }, locale);
    expect(forgedPublish.status()).toBe(403);
    expect(await forgedPublish.text()).toContain(ed(locale, "review.refused.requiredHere"));
    expect(await visitorHtml(requiredPath)).not.toContain(words);

    await act(publisher, publisher, ed(locale, "review.inbox.submit"), reviewState(publisher).getByText(stateText("open")));
    const reviewId = await reviewIdOf(publisher);
    await publisher.goto(url("/editor/inbox"));
    await settled(publisher);
    const own = publisher.locator(`#review-${reviewId}`).first();
    expect(await own.getByRole("button", { name: ed(locale, "review.inbox.approve"), exact: true }).count()).toBe(0);
    const draftVersion = await publisher.request.get(url(requiredDraft)).then((r) => r.text()).then((html) => /name="version" value="(\d+)"/.exec(html)![1]);
    const forgedApprove = await forge(publisher, "/editor/inbox", { _action: "approve", reviewId, version: draftVersion, when: "now" }, locale);
    expect(forgedApprove.status()).toBe(403);
    expect(await forgedApprove.text()).toContain(escapeHtml(ed(locale, "review.refused.ownSubmission")));
    expect(await visitorHtml(requiredPath)).not.toContain(words);

    await admin.goto(url("/editor/inbox"));
    await settled(admin);
    const card = admin.locator(`${TO_REVIEW} #review-${reviewId}`);
    await act(admin, card, ed(locale, "review.inbox.approve"), admin.getByText(ed(locale, "review.inbox.done.published")));
    expect(await visitorHtml(requiredPath)).toContain(words);
    await admin.context().close();
    await publisher.context().close();
  });

  it("an author submits a press release; the Publisher approves and publishes it", async () => {
    const cookie = await sessionCookie(baseUrl(), { who: TEAM.author });
    const title = `E2E review press release ${mode} ${Date.now().toString(36)}`;
    const created = await postAsEditor(cookie, "/editor/content/news/new", {
      "data.title": title,
      "data.category": "press",
      "data.publishedAt": new Date(Date.now() - 60_000).toISOString().slice(0, 16),
      "data.summary": "A press release in review.",
      intent: "save",
    });
    expect(created.status).toBe(303);
    const itemId = /\/editor\/content\/news\/(\d+)/.exec(created.headers.get("location") ?? "")![1];
    const forgedPublish = await postAsEditor(cookie, `/editor/content/news/${itemId}`, { "data.title": title, intent: "publish" });
    expect(forgedPublish.status).toBe(403);

    const author = await newPage(javaScriptEnabled, locale);
    await signIn(author, `/editor/content/news/${itemId}`, { who: TEAM.author, locale });
    const itemHtml = await author.content();
    const slug = /name="data.slug"[^>]*value="([a-z0-9-]+)"|value="([a-z0-9-]+)"[^>]*name="data.slug"/.exec(itemHtml)!.slice(1).find(Boolean)!;
    await author.getByLabel(ed(locale, "review.inbox.message")).fill("For tomorrow's newsletter.");
    await Promise.all([author.waitForURL((u) => u.pathname === `/editor/content/news/${itemId}` && u.searchParams.has("locale")), author.getByRole("button", { name: ed(locale, "review.inbox.submit"), exact: true }).click()]);
    await settled(author);
    expect(await reviewState(author).innerText()).toContain(stateText("open"));
    expect(await reviewState(author).innerText()).toContain(ed(locale, "review.errors.locked"));
    expect((await fetch(url(href("newsArticle", "en", { slug })))).status).toBe(404);

    const publisher = await newPage(javaScriptEnabled, locale);
    await signIn(publisher, "/editor/inbox", { who: TEAM.publisher, locale });
    const card = publisher.locator(`${TO_REVIEW} .review-card`).filter({ hasText: title });
    expect(await card.innerText()).toContain("For tomorrow's newsletter.");
    await act(publisher, card, ed(locale, "review.inbox.approve"), publisher.getByText(ed(locale, "review.inbox.done.published")));
    expect(await visitorHtml(href("newsArticle", "en", { slug }))).toContain(title);
    await author.context().close();
    await publisher.context().close();
  });
});

/** The review's title as the inbox shows it (the notice's subject names it). */
async function titleOf(page: Page, reviewId: string): Promise<string> {
  return (await page.locator(`#review-${reviewId}-title a`).first().innerText()).trim();
}
