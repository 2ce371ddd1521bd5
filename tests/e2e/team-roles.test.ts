import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEAM } from "./editor-fixtures";
import { launchBrowser } from "./support/browser";
import { newEditorPage, settled, signIn } from "./support/editor-session";
import { typeRichText } from "./support/rich-text";
import { baseUrl, text, url } from "./support/site";

// Issue 43 as a team uses it, in a browser with and without JavaScript: a German translator, an
// agency editor scoped to /e2e-agency, an author and a publisher (accounts: editor-fixtures.ts).
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ed = (locale: "en" | "de", key: string) => text(locale, key, "editor");

/** The page id the toolbar's forms post to. */
async function pageIdOf(page: Page): Promise<string> {
  const action = await page.locator('form[action^="/editor/pages/"]').first().getAttribute("action");
  return /\/editor\/pages\/(\d+)/.exec(action ?? "")![1];
}

/** A POST the UI does not offer, sent with the account's session (a forged form post). */
function forge(page: Page, pageId: string, fields: Record<string, string>) {
  return page.request.post(url(`/editor/pages/${pageId}`), { form: fields, headers: { Origin: baseUrl() }, maxRedirects: 0 });
}

/** Clicks a submit button and waits for the document it lands on. */
async function submit(page: Page, name: string) {
  await Promise.all([page.waitForNavigation(), page.getByRole("button", { name, exact: true }).first().click()]);
  await settled(page);
}

describe.each([
  ["with JavaScript", true, "e2e-roles"],
  ["without JavaScript", false, "e2e-roles-no-js"],
] as const)("a team at work, %s", (_, javaScriptEnabled, slug) => {
  it("a German translator edits a German text, and cannot publish, edit English or add a module", async () => {
    const page = await newEditorPage(browser, { javaScriptEnabled });
    await signIn(page, `/de/${slug}`, { who: TEAM.translator, locale: "de" });
    await submit(page, ed("de", "toolbar.editPage"));
    expect(page.url()).toBe(url(`/de/${slug}?draft=true`));

    const refusal = "Ihre Rolle Übersetzer (Deutsch) darf nicht veröffentlichen.";
    expect(await page.getByRole("button", { name: ed("de", "toolbar.publish"), exact: true }).isDisabled()).toBe(true);
    expect(await page.getByText(refusal).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: ed("de", "module.addBelow") }).count()).toBe(0);

    const edit = await page.locator('main .editor-module a[href*="module_id="]').first().getAttribute("href");
    await page.goto(url(edit!));
    await settled(page);
    const words = `Übersetzt von Tanja (${javaScriptEnabled ? "JS" : "ohne JS"})`;
    if (javaScriptEnabled) await typeRichText(page, /^Text/, words);
    else await page.getByLabel(/^Text/).fill(`<p>${words}</p>`);
    await submit(page, ed("de", "modal.save"));
    expect(page.url()).toBe(url(`/de/${slug}?draft=true`));
    expect(await page.locator("main .editor-module").first().innerText()).toContain(words);

    const pageId = await pageIdOf(page);
    const version = await page.locator('form[action^="/editor/pages/"] input[name="version"]').first().inputValue();
    const publish = await forge(page, pageId, { _action: "publishPage", version, returnTo: `/de/${slug}?draft=true` });
    expect(publish.status()).toBe(403);
    expect(await publish.text()).toContain(refusal);
    const add = await forge(page, pageId, { _action: "saveModule", moduleType: "TEXT_BLOCK", "data.body": "<p>Neu</p>", returnTo: `/de/${slug}?draft=true` });
    expect(add.status()).toBe(403);

    const english = await page.goto(url(`/${slug}?draft=true`));
    expect(english!.status()).toBe(403);
    expect(await page.getByRole("alert").innerText()).toBe("Your role Translator (Deutsch) cannot change the English source texts.");
    expect(await (await page.request.get(url(`/${slug}`))).text()).not.toContain(words); // never published
    await page.context().close();
  });

  it("a German translator signing in at /login lands on the German site", async () => {
    const page = await newEditorPage(browser, { javaScriptEnabled });
    await page.goto(url("/login"));
    await page.getByLabel(text("en", "login.email")).fill(TEAM.translator.email);
    await page.getByLabel(text("en", "login.password")).fill(TEAM.translator.password);
    await Promise.all([page.waitForURL(url("/de")), page.getByRole("button", { name: text("en", "login.submit") }).click()]);
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    await page.context().close();
  });

  it("an agency editor works in its section only, and cannot publish", async () => {
    const page = await newEditorPage(browser, { javaScriptEnabled });
    await signIn(page, "/e2e-agency", { who: TEAM.agency });
    expect(await page.getByRole("button", { name: ed("en", "toolbar.editPage"), exact: true }).isEnabled()).toBe(true);

    const outside = await page.goto(url(`/${slug}?draft=true`));
    expect(outside!.status()).toBe(403);
    expect(await page.getByRole("alert").innerText()).toBe(`Your role Editor (all languages) cannot work on /${slug}.`);
    await page.goto(url(`/${slug}`));
    await settled(page);
    expect(await page.getByRole("button", { name: ed("en", "toolbar.editPage"), exact: true }).isDisabled()).toBe(true);

    await page.goto(url("/e2e-agency"));
    await settled(page);
    await submit(page, ed("en", "toolbar.editPage"));
    expect(await page.getByRole("button", { name: ed("en", "toolbar.publish"), exact: true }).isDisabled()).toBe(true);
    expect(await page.getByText("Your role Editor (all languages) cannot publish.").isVisible()).toBe(true);
    await page.context().close();
  });
});

describe("a publisher publishes what an author drafted", () => {
  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ] as const)("%s", async (_, javaScriptEnabled) => {
    const author = await newEditorPage(browser, { javaScriptEnabled });
    await signIn(author, "/e2e-review", { who: TEAM.author });
    await submit(author, ed("en", "toolbar.editPage"));
    expect(await author.getByRole("button", { name: ed("en", "toolbar.publish"), exact: true }).isDisabled()).toBe(true);
    const edit = await author.locator('main .editor-module a[href*="module_id="]').first().getAttribute("href");
    await author.goto(url(edit!));
    await settled(author);
    const words = `Drafted by Arne ${javaScriptEnabled ? "with" : "without"} JavaScript`;
    if (javaScriptEnabled) await typeRichText(author, /^Text/, words);
    else await author.getByLabel(/^Text/).fill(`<p>${words}</p>`);
    await submit(author, ed("en", "modal.save"));
    expect(await (await author.request.get(url("/e2e-review"))).text()).not.toContain(words);
    await author.context().close();

    const publisher = await newEditorPage(browser, { javaScriptEnabled });
    await signIn(publisher, "/e2e-review?draft=true", { who: TEAM.publisher });
    expect(await publisher.locator("main .editor-module").first().innerText()).toContain(words);
    await submit(publisher, ed("en", "toolbar.publish"));
    expect(publisher.url()).toBe(url("/e2e-review"));
    await publisher.context().close();
    const visitor = await fetch(url("/e2e-review"));
    expect(await visitor.text()).toContain(words);
  });
});

describe("an administrator manages the team", () => {
  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ] as const)("adds an account, hands over its link, and deactivates it: its open session is refused at once (%s)", async (_, javaScriptEnabled) => {
    const email = `member-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}@e2e.test`;
    const admin = await newEditorPage(browser, { javaScriptEnabled });
    await signIn(admin, "/editor/users");
    await admin.getByLabel(ed("en", "users.email")).fill(email);
    await admin.getByLabel(ed("en", "users.name"), { exact: true }).fill("Mia Member");
    await admin.getByLabel(ed("en", "users.role"), { exact: true }).selectOption("editor");
    await submit(admin, ed("en", "users.submit"));
    const link = await admin.getByLabel(ed("en", "users.linkLabel")).inputValue();
    const accountUrl = admin.url().split("?")[0];

    const member = await newEditorPage(browser, { javaScriptEnabled });
    await member.goto(link);
    await settled(member);
    await member.getByLabel(ed("en", "account.newPassword"), { exact: true }).fill("member-password-1");
    await member.getByLabel(ed("en", "account.repeatPassword"), { exact: true }).fill("member-password-1");
    await submit(member, ed("en", "account.setPassword.submit"));
    expect((await member.request.get(url("/editor/pages"), { maxRedirects: 0 })).status()).toBe(200); // signed in

    await admin.goto(accountUrl);
    await settled(admin);
    await admin.getByLabel(ed("en", "users.activeLabel")).uncheck();
    await submit(admin, ed("en", "users.save"));
    expect(await admin.getByText(ed("en", "users.notice.updated")).isVisible()).toBe(true);

    const refused = await member.request.get(url("/editor/pages"), { maxRedirects: 0 });
    expect(refused.status()).toBe(302); // to sign-in: the session no longer counts
    expect(refused.headers().location).toContain("/login");
    await admin.context().close();
    await member.context().close();
  });
});
