import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { markWithoutJavaScript, settled, signIn } from "./support/editor-session";
import { text, url } from "./support/site";

// The form builder and the custom-form picker (issue 6, editor side), driven like an editor
// would: build a form with the keyboard buttons, see the unique-names error, save it back into
// the module editor, find it in the picker, publish it, have a visitor send it (no JavaScript),
// refuse to delete it while the page shows it, and download its submissions as CSV.

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

const ed = (key: string) => text("en", key, "editor");
const fb = (key: string) => ed(`formBuilder.${key}`);
const PAGE = "/e2e-forms";
const NEW_MODULE = `${PAGE}?show_modal=true&module_type=CUSTOM_FORMS&module_position=0`;

async function newPage(javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  contexts.push(context);
  const page = await context.newPage();
  if (!javaScriptEnabled) markWithoutJavaScript(page);
  return page;
}

async function signedIn(javaScriptEnabled: boolean, path: string): Promise<Page> {
  const page = await newPage(javaScriptEnabled);
  await signIn(page, path);
  return page;
}

const element = (page: Page, index: number) => page.locator(".form-builder__elements > li").nth(index);
const selectElement = (page: Page, index: number) => element(page, index).locator('[data-control="select"]').click();
const formField = (page: Page) => page.getByRole("group", { name: "Form", exact: true });

async function openPicker(page: Page) {
  await formField(page).getByRole("button", { name: ed("picker.choose") }).click();
  return page.locator(".form-picker");
}

let buildAttempt = 0;

describe("the form builder", () => {
  it("says plainly without JavaScript that it needs JavaScript", async () => {
    const page = await signedIn(false, "/editor/forms/new");
    await page.getByText(fb("needsJs")).waitFor();
    expect(await page.getByRole("button", { name: fb("save") }).count()).toBe(0);
  });

  it("speaks the language of the page the editor came from, else the browser's, in the screen and its title", async () => {
    const page = await signedIn(false, "/editor/forms/new?returnTo=%2Fde");
    await page.getByRole("heading", { level: 1, name: text("de", "formBuilder.newTitle", "editor") }).waitFor();
    expect(await page.title()).toBe(`${text("de", "formBuilder.newTitle", "editor")} | ${text("de", "companyName")}`);
    expect(await page.locator("html").getAttribute("lang")).toBe("de");

    const japanese = await browser.newContext({ javaScriptEnabled: false, locale: "ja-JP" });
    contexts.push(japanese);
    const cookies = await page.context().cookies();
    await japanese.addCookies(cookies);
    const jp = await japanese.newPage();
    await jp.goto(url("/editor/forms/new"));
    await jp.getByRole("heading", { level: 1, name: text("jp", "formBuilder.newTitle", "editor") }).waitFor();
    expect(await jp.locator("html").getAttribute("lang")).toBe("ja");
  });

  it("builds a form by keyboard, returns it to the module editor, and its submissions download as CSV", async () => {
    // A retry (vitest retry) finds the first attempt's form: each attempt names its own.
    const formTitle = `E2E contact ${++buildAttempt}`;
    const page = await signedIn(true, NEW_MODULE);
    const picker = await openPicker(page);
    await picker.getByRole("link", { name: ed("formPicker.add") }).click();
    await page.waitForURL(/\/editor\/forms\/new\?returnTo=/);

    // Elements by their Add buttons (the keyboard way), then reordered.
    await page.getByRole("button", { name: `${fb("add")} ${fb("types.Button")}`, exact: true }).click();
    await page.getByRole("button", { name: `${fb("add")} ${fb("types.TextInput")}`, exact: true }).click();
    await page.getByRole("button", { name: `${fb("add")} ${fb("types.TextInput")}`, exact: true }).click();
    await element(page, 0).getByRole("button", { name: new RegExp(`^${fb("moveDown")}`) }).click();
    await element(page, 1).getByRole("button", { name: new RegExp(`^${fb("moveDown")}`) }).click();
    expect(await page.locator(".form-builder__elements .form-builder__element-meta").allInnerTexts()).toEqual([
      `${fb("types.TextInput")} · text_input`,
      `${fb("types.TextInput")} · text_input_2`,
      `${fb("types.Button")} · button`,
    ]);

    // Clicking an element opens its properties.
    await selectElement(page, 0);
    expect(await page.getByRole("tab", { name: fb("tabs.properties") }).getAttribute("aria-selected")).toBe("true");
    await page.getByLabel(fb("props.label"), { exact: true }).fill("E-mail");
    await page.getByLabel(fb("props.name"), { exact: true }).fill("email");
    await page.getByLabel(fb("props.isRequired"), { exact: true }).check();

    // Two fields with one name: both are marked, with the SPEC message.
    await selectElement(page, 1);
    await page.getByLabel(fb("props.label"), { exact: true }).fill("Company");
    const name = page.getByLabel(fb("props.name"), { exact: true });
    await name.fill("email");
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator(".form-builder__elements .field__error").allInnerTexts()).toEqual([
      "Fields names must be unique",
      "Fields names must be unique",
    ]);
    await name.fill("company");
    expect(await page.locator(".form-builder__elements .field__error").count()).toBe(0);

    await selectElement(page, 2);
    await page.getByLabel(fb("props.buttonText"), { exact: true }).fill("Send request");

    // The form name is required: saving without it says so.
    await page.getByRole("button", { name: fb("save") }).click();
    await page.locator(".form-builder__summary").getByText(`${fb("settings.title")}: This field is required`).waitFor();
    await page.getByRole("tab", { name: fb("tabs.settings") }).click();
    await page.getByLabel(fb("settings.title")).fill(formTitle);
    await page.getByRole("button", { name: fb("save") }).click();

    // Back in the module editor with the new form chosen.
    await page.waitForURL(/\/e2e-forms\?.*form_id=\d+/);
    const formId = new URL(page.url()).searchParams.get("form_id")!;
    await formField(page).getByText(formTitle).waitFor();
    expect(await formField(page).getByLabel(ed("reference.id")).inputValue()).toBe(formId);
    const rows = await openPicker(page);
    const row = rows.getByRole("listitem").filter({ hasText: formTitle });
    await row.getByRole("link", { name: `${ed("formPicker.edit")} ${formTitle}` }).waitFor();
    await row.getByRole("button", { name: `${ed("formPicker.delete")} ${formTitle}` }).waitFor();
    await page.getByRole("button", { name: ed("modal.save") }).click();
    await page.waitForURL(url(`${PAGE}?draft=true`));
    await page.getByRole("form", { name: formTitle }).waitFor();
    await page.getByRole("button", { name: ed("toolbar.publish") }).click();
    await page.waitForURL(url(PAGE));

    // While the published page shows it, the form cannot be deleted; the page is named.
    await page.goto(url(NEW_MODULE));
    // A click before hydration is the no-JS picker's link (a server-rendered list): this step is the JS picker's.
    await settled(page);
    const picker2 = await openPicker(page);
    const used = picker2.getByRole("listitem").filter({ hasText: formTitle });
    await used.getByRole("button", { name: `${ed("formPicker.delete")} ${formTitle}` }).click();
    await used.getByText(ed("confirm.title")).waitFor();
    await used.getByRole("button", { name: ed("formPicker.confirmDelete") }).click();
    expect(await used.getByRole("alert").innerText()).toContain("Editor test e2e-forms");

    // A visitor sends the form without JavaScript.
    const visitor = await newPage(false);
    await visitor.goto(url(PAGE));
    const form = visitor.getByRole("form", { name: formTitle });
    await form.getByLabel(/^E-mail/).fill("anna@example.com");
    await form.getByLabel(/^Company/).fill("=cmd|' /C calc'!A0");
    const question = await form.locator("label", { hasText: "Security question" }).innerText();
    const [a, b] = (question.match(/\d+/g) ?? []).map(Number);
    await form.getByLabel(/Security question/).fill(String(a + b));
    await Promise.all([visitor.waitForURL(/\/forms\/thank-you/), form.getByRole("button", { name: "Send request" }).click()]);

    // The editor lists it and downloads the CSV.
    await page.goto(url(`/editor/forms/${formId}/submissions`));
    await page.getByRole("cell", { name: "anna@example.com" }).waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: ed("submissions.download") }).click()]);
    expect(download.suggestedFilename()).toMatch(/^e2e-contact-\d+-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe("Submitted at (UTC),email,company,Forwarding,Page,Language");
    expect(lines[1]).toContain(",anna@example.com,'=cmd|' /C calc'!A0,");
  }, 90_000); // a whole flow: 21 s in CI beside other browsers, against the 30 s default
});

describe("a visitor", () => {
  it("cannot use the form calls, the builder or the submissions", async () => {
    expect((await fetch(url("/api/editor/fetchForms?page=1"))).status).toBe(401);
    expect((await fetch(url("/api/editor/findForm?id=1"))).status).toBe(401);
    const create = await fetch(url("/api/editor/createForm"), { method: "POST", body: new URLSearchParams({ payload: "{}" }) });
    expect(create.status).toBe(401);
    for (const path of ["/editor/forms/new", "/editor/forms/1", "/editor/forms/1/submissions", "/editor/forms/1/submissions.csv"]) {
      const response = await fetch(url(path), { redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toContain("/login?redirectTo=");
    }
  });
});
