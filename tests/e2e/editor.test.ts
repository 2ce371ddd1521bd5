import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { EDITOR } from "./editor-fixtures";
import { launchBrowser } from "./support/browser";
import { text, url } from "./support/site";

// The page builder's forms and guards (its whole flow on the home, nested and German pages: editor-flows.test.ts).

let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

const ed = (key: string) => text("en", key, "editor");

async function signedIn(javaScriptEnabled: boolean, path: string): Promise<Page> {
  context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(url(`/login?redirectTo=${encodeURIComponent(path)}`));
  await page.getByLabel(text("en", "login.email")).fill(EDITOR.email);
  await page.getByLabel(text("en", "login.password")).fill(EDITOR.password);
  await page.getByRole("button", { name: text("en", "login.submit") }).click();
  await page.waitForURL(url(path));
  return page;
}

const blocks = (page: Page) => page.locator('main [data-module="TEXT_BLOCK"]').allInnerTexts();

describe("the page builder", () => {
  it("keeps typed values and shows errors under the field", async () => {
    const page = await signedIn(false, "/e2e-errors");
    await page.goto(url("/e2e-errors?show_modal=true&module_type=TEXT_BLOCK&module_position=0"));
    // Past the field's maxlength, as a crafted request would send it.
    await page.getByLabel(/^Text/).evaluate((el: HTMLTextAreaElement) => {
      el.removeAttribute("maxlength");
      el.value = "x".repeat(20001);
    });
    // The answer streams: its alert can be there before the 20,001 characters of the textarea.
    await Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.getByRole("button", { name: ed("modal.save") }).click()]);
    expect(await page.getByRole("alert").first().innerText()).toContain(ed("modal.errorSummary"));
    expect((await page.getByLabel(/^Text/).inputValue()).length).toBe(20001);
    await page.goto(url("/e2e-errors?draft=true"));
    expect(await blocks(page)).toEqual(["First block", "Second block"]);
  });

  it("limits list items, says why, and reports per-field errors (without JavaScript)", async () => {
    const page = await signedIn(false, "/e2e-lists");
    await page.goto(url("/e2e-lists?show_modal=true&module_type=CARD_GROUP&module_position=1"));
    const add = page.getByRole("button", { name: ed("list.add") });
    // Each click is a round trip that keeps the form; the page streams in, so wait for each load.
    for (let i = 0; i < 3; i++) {
      await add.click();
      await page.waitForLoadState("load");
    }
    await page.getByRole("group", { name: "Item 4" }).waitFor();
    expect(await page.getByRole("group", { name: /^Item \d$/ }).count()).toBe(4);
    expect(await add.isDisabled()).toBe(true);
    await page.getByText(ed("list.max").replace("{{n}}", "4")).waitFor();
    await page.getByRole("button", { name: ed("modal.save") }).click();
    await page.waitForLoadState("load");
    await page.getByText("This field is required").nth(3).waitFor();
    expect(await page.getByText("This field is required").count()).toBe(4); // every card needs a title
    await page.getByRole("group", { name: "Item 1" }).getByLabel(/^Title/).fill("Only card");
    for (let i = 0; i < 3; i++) {
      await page.getByRole("button", { name: ed("list.remove") }).last().click();
      await page.waitForLoadState("load");
    }
    await page.getByRole("button", { name: ed("modal.save") }).click();
    await page.waitForURL(url("/e2e-lists?draft=true"));
    expect(await page.locator('main [data-module="CARD_GROUP"] .card__title').allInnerTexts()).toEqual(["Only card"]);
  });

  it("in German edits content only: structure actions are disabled with the SPEC tooltips", async () => {
    const page = await signedIn(false, "/de/e2e-locales");
    await page.getByRole("button", { name: text("de", "toolbar.editPage", "editor") }).click();
    await page.waitForURL(url("/de/e2e-locales?draft=true"));
    const toolbar = page.getByRole("toolbar").first();
    const remove = toolbar.getByRole("button", { name: text("de", "module.remove", "editor") });
    expect(await remove.isDisabled()).toBe(true);
    expect(await remove.getAttribute("title")).toBe(text("de", "module.onlyEnglishAdd", "editor"));
    const up = toolbar.getByRole("button", { name: text("de", "module.moveDown", "editor") });
    expect(await up.getAttribute("title")).toBe(text("de", "module.onlyEnglishMove", "editor"));
  });

  it("shows Edit page disabled with the hint on app routes and on a locked page", async () => {
    const page = await signedIn(false, "/products/catalog");
    const edit = page.getByRole("button", { name: ed("toolbar.editPage") });
    expect(await edit.isDisabled()).toBe(true);
    expect(await edit.getAttribute("title")).toBe(ed("toolbar.notModifiable") + ed("toolbar.viaPageBuilder"));
    await page.goto(url("/e2e-locked"));
    expect(await page.getByRole("button", { name: ed("toolbar.editPage") }).getAttribute("title")).toBe(ed("toolbar.notModifiable"));
  });
});

describe("a visitor", () => {
  it("is sent to sign in from a draft and refused on editor actions", async () => {
    const draft = await fetch(url("/e2e-no-js?draft=true"), { redirect: "manual" });
    expect(draft.status).toBe(302);
    expect(draft.headers.get("location")).toContain("/login?redirectTo=");
    const post = await fetch(url("/editor/pages/1"), { method: "POST", body: new URLSearchParams({ _action: "publishPage", version: "1", returnTo: "/e2e-no-js" }) });
    expect(post.status).toBe(401);
    const picker = await fetch(url("/api/editor/fetchImages"));
    expect(picker.status).toBe(401);
  });

  it("cannot post from another origin", async () => {
    const response = await fetch(url("/login"), {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: EDITOR.email, password: EDITOR.password }),
      redirect: "manual",
    });
    expect(response.status).toBe(403);
  });

  it("gets one generic error for wrong credentials, with the typed email kept", async () => {
    context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url("/login"));
    await page.getByLabel(text("en", "login.email")).fill("nobody@e2e.test");
    await page.getByLabel(text("en", "login.password")).fill("wrong password");
    await page.getByRole("button", { name: text("en", "login.submit") }).click();
    expect(await page.getByRole("alert").innerText()).toBe(text("en", "login.invalid"));
    expect(await page.getByLabel(text("en", "login.email")).inputValue()).toBe("nobody@e2e.test");
  });
});
