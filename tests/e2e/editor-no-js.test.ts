import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { groupShows } from "../../app/editor/pages/hidden-groups";
import type { EditorField, ModuleEditorConfig } from "../../app/modules/editor-types";
import { moduleEditors } from "../../app/modules/registry";
import { EDITOR } from "./editor-fixtures";
import { launchBrowser } from "./support/browser";
import { REPO_ROOT } from "./support/server";
import { text, url } from "./support/site";

// Every module form is usable with JavaScript off (issue 18 item 4, ADR 024): server-rendered
// pickers for references and selections, and an image upload that goes with the form.
const PAGE = "/e2e-pickers";
const WEBP = path.join(REPO_ROOT, "db/seed/images/card-co2.webp");

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

async function signedInWithoutJs(javaScriptEnabled = false): Promise<Page> {
  context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(url(`/login?redirectTo=${encodeURIComponent(PAGE)}`));
  await page.getByLabel(text("en", "login.email")).fill(EDITOR.email);
  await page.getByLabel(text("en", "login.password")).fill(EDITOR.password);
  await page.getByRole("button", { name: text("en", "login.submit") }).click();
  await page.waitForURL(url(PAGE));
  return page;
}

const newModule = (type: string) => url(`${PAGE}?show_modal=true&module_type=${type}&module_position=0`);

/** Clicks a submit button of the module form and waits for the page it lands on. */
async function post(page: Page, name: string | RegExp, where = page.locator(".editor-modal__form")) {
  await Promise.all([page.waitForNavigation(), where.getByRole("button", { name, exact: typeof name === "string" }).first().click()]);
}

const picker = (page: Page) => page.locator(".server-picker");

async function saveAndFindModule(page: Page, type: string) {
  await post(page, ed("modal.save"));
  expect(page.url()).toBe(url(`${PAGE}?draft=true`));
  return page.locator(`main .editor-module[data-editor-module="${type}"]`).first();
}

describe("creating modules without JavaScript", () => {
  it("Product details: a product chosen in the searchable server-rendered picker", async () => {
    const page = await signedInWithoutJs();
    await page.goto(newModule("PRODUCT_DETAILS"));
    await post(page, ed("picker.choose"));
    expect(new URL(page.url()).searchParams.get("picker")).toBe("data.product");
    const labels = await picker(page).locator(".picker-panel__item span").allInnerTexts();
    expect(labels.length).toBeGreaterThan(1);
    const wanted = labels[1];
    await picker(page).getByLabel(ed("picker.search"), { exact: true }).fill(wanted);
    await Promise.all([page.waitForNavigation(), picker(page).getByLabel(ed("picker.search"), { exact: true }).press("Enter")]);
    expect(new URL(page.url()).searchParams.get("picker_q")).toBe(wanted);
    expect(await picker(page).locator(".picker-panel__item span").allInnerTexts()).toContain(wanted);
    await picker(page).getByRole("radio", { name: new RegExp(wanted) }).first().check();
    await post(page, ed("picker.useSelected"), picker(page));
    expect(new URL(page.url()).searchParams.has("picker")).toBe(false);
    expect(await page.locator(".selection__chosen").innerText()).toContain(wanted);
    const module = await saveAndFindModule(page, "PRODUCT_DETAILS");
    const edit = await module.locator('a[href*="module_id="]').first().getAttribute("href");
    await page.goto(url(edit!));
    expect(await page.locator(".selection__chosen").innerText()).toContain(wanted); // reopened: the name
  });

  it("an internal link: its page chosen in the server-rendered page picker (the common heading's link)", async () => {
    const page = await signedInWithoutJs();
    await page.goto(newModule("TEXT_HEADER"));
    await page.locator(".editor-modal__form").getByLabel(/^Title/).first().fill("Linked header");
    const heading = page.locator("details", { has: page.locator('select[name="heading.link.linkType"]') });
    await heading.locator("summary").click();
    await heading.locator('select[name="heading.link.linkType"]').selectOption("internal");
    await heading.locator('input[name="heading.link.text"]').fill("Read on");
    await post(page, ed("picker.choose"), heading.locator(".field--link"));
    expect(new URL(page.url()).searchParams.get("picker")).toBe("heading.link.pageId");
    const first = picker(page).locator('input[type="radio"]:not([value=""])').first(); // not "None"
    const pageId = await first.getAttribute("value");
    await first.check();
    await post(page, ed("picker.useSelected"), picker(page));
    expect(pageId).toMatch(/^\d+$/);
    expect(await page.locator('input[name="heading.link.pageId"]').inputValue()).toBe(pageId);
    expect(await page.locator('input[name="heading.link.text"]').inputValue()).toBe("Read on"); // typed values kept
    const module = await saveAndFindModule(page, "TEXT_HEADER");
    await page.goto(url((await module.locator('a[href*="module_id="]').first().getAttribute("href"))!));
    expect(await page.locator('input[name="heading.link.pageId"]').inputValue()).toBe(pageId); // stored
  });

  it("Product table: categories chosen on two picker pages stay chosen", async () => {
    const page = await signedInWithoutJs();
    await page.goto(newModule("PRODUCT_TABLE"));
    await post(page, ed("picker.choose"));
    const first = picker(page).locator(".picker-panel__item").first();
    const firstName = await first.locator("span").innerText();
    await first.getByRole("checkbox").check();
    const next = picker(page).getByRole("button", { name: ed("picker.next") });
    let secondName = "";
    if (await next.isEnabled()) {
      await post(page, ed("picker.next"), picker(page));
      const row = picker(page).locator(".picker-panel__item").first();
      secondName = await row.locator("span").innerText();
      await row.getByRole("checkbox").check();
    } else {
      const row = picker(page).locator(".picker-panel__item").nth(1);
      secondName = await row.locator("span").innerText();
      await row.getByRole("checkbox").check();
    }
    await post(page, ed("picker.useSelected"), picker(page));
    const chosen = await page.locator(".selection__chosen").innerText();
    expect(chosen).toContain(firstName);
    expect(chosen).toContain(secondName);
    await (await saveAndFindModule(page, "PRODUCT_TABLE")).waitFor();
  });

  it("Webinars: chosen in the picker, reopened with their names", async () => {
    const page = await signedInWithoutJs();
    await page.goto(newModule("WEBINARS"));
    await post(page, ed("picker.choose"));
    const rows = picker(page).locator(".picker-panel__item");
    const names = [await rows.nth(0).locator("span").innerText(), await rows.nth(1).locator("span").innerText()];
    await rows.nth(0).getByRole("checkbox").check();
    await rows.nth(1).getByRole("checkbox").check();
    await post(page, ed("picker.useSelected"), picker(page));
    const module = await saveAndFindModule(page, "WEBINARS");
    const edit = await module.locator('a[href*="module_id="]').first().getAttribute("href");
    await page.goto(url(edit!));
    const chosen = await page.locator(".selection__chosen li").allInnerTexts();
    expect(chosen.map((line) => line.replace(/\s*#\d+\s*$/, ""))).toEqual(names);
    for (const line of chosen) expect(line).not.toMatch(/^\d+ #\d+/); // not `41 #41`
  });

  it("an image module: a WebP uploaded with the form, and an existing image chosen in the picker", async () => {
    const page = await signedInWithoutJs();
    await page.goto(newModule("IMAGE_GROUP"));
    await page.locator('input[type="file"][name="_upload:data.items[0].image"]').setInputFiles(WEBP);
    const uploaded = await saveAndFindModule(page, "IMAGE_GROUP");
    expect(await uploaded.locator("img").first().getAttribute("src")).toMatch(/^\/media\/\d+\/card-co2\.webp$/);

    await page.goto(newModule("IMAGE_GROUP"));
    await post(page, ed("picker.choose"));
    expect(new URL(page.url()).searchParams.get("picker")).toBe("data.items[0].image");
    const row = picker(page).locator(".picker-panel__item").first();
    const rowId = (await row.locator("small").innerText()).replace("#", "");
    await row.getByRole("radio").check();
    await post(page, ed("picker.useSelected"), picker(page));
    expect(await page.locator('[name="data.items[0].image.id"]').inputValue()).toBe(rowId);
    const chosen = await saveAndFindModule(page, "IMAGE_GROUP");
    expect(await chosen.locator("img").first().getAttribute("src")).toMatch(new RegExp(`^/media/${rowId}/`));
  });

  it("Employee stories: an optional single choice is made and cleared again with None", async () => {
    const page = await signedInWithoutJs();
    await page.goto(newModule("EMPLOYEE_STORIES"));
    await post(page, ed("picker.choose"));
    const group = picker(page).locator(".picker-panel__item").nth(1); // the first is None
    const name = await group.locator("span").innerText();
    await group.getByRole("radio").check();
    await post(page, ed("picker.useSelected"), picker(page));
    expect(await page.locator(".selection__chosen").first().innerText()).toContain(name);
    await post(page, ed("picker.choose"));
    await picker(page).getByRole("radio", { name: ed("picker.noneChoice") }).check();
    await post(page, ed("picker.useSelected"), picker(page));
    expect(await page.locator(".selection__chosen li").count()).toBe(0);
    await (await saveAndFindModule(page, "EMPLOYEE_STORIES")).waitFor();
  });

  it("Key figures: the icon is a vector image chosen in the vector picker", async () => {
    const page = await signedInWithoutJs();
    await page.goto(newModule("KEY_FIGURES"));
    await page.locator('[name="data.items[0].title"]').fill("42");
    await post(page, ed("picker.choose"));
    const rows = picker(page).locator(".picker-panel__item");
    expect(await rows.locator("span").allInnerTexts()).toContain("Globe icon"); // seeded vector images
    await rows.filter({ hasText: "Globe icon" }).getByRole("radio").check();
    await post(page, ed("picker.useSelected"), picker(page));
    expect(await page.locator('[name="data.items[0].title"]').inputValue()).toBe("42"); // typed values kept
    const module = await saveAndFindModule(page, "KEY_FIGURES");
    expect(await module.locator("img").first().getAttribute("src")).toMatch(/^\/media\/\d+\/icon-globe\.svg$/);
  });

  it("keeps the typed values when an upload is refused (the image field's message)", async () => {
    const page = await signedInWithoutJs();
    await page.goto(newModule("IMAGE_GROUP"));
    await page.locator('[name="data.items[0].title"]').fill("Kept title");
    await page
      .locator('input[type="file"][name="_upload:data.items[0].image"]')
      .setInputFiles({ name: "fake.webp", mimeType: "image/webp", buffer: Buffer.from("<html>not an image</html>") });
    await post(page, ed("modal.save"));
    await page.getByText("Only images (WebP, JPEG, PNG, AVIF) can be uploaded.").waitFor();
    expect(await page.locator('[name="data.items[0].title"]').inputValue()).toBe("Kept title");
  });
});

describe("with JavaScript", () => {
  it("keeps its own pickers; a module with an image field (a multipart form) still saves", async () => {
    const page = await signedInWithoutJs(true);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(newModule("IMAGE_GROUP"));
    const choose = page.locator('.field--reference button[type="button"]', { hasText: ed("picker.choose") });
    await choose.click();
    expect(await page.locator('button[name="_picker"], input[name^="_upload:"]').count()).toBe(0);
    await page.locator(".picker-panel__item").first().click();
    await Promise.all([page.waitForURL(url(`${PAGE}?draft=true`)), page.getByRole("button", { name: ed("modal.save"), exact: true }).click()]);
    const module = page.locator('main .editor-module[data-editor-module="IMAGE_GROUP"]').first();
    expect(await module.locator("img").first().getAttribute("src")).toMatch(/^\/media\/\d+\//);
    expect(errors.filter((message) => !message.includes("#421"))).toEqual([]); // #421: issue 18 item 7
  });
});

/** The module form's usable controls for a field name: no hidden-only value, no JavaScript needed. */
const usableControl = (name: string) =>
  [
    `[name="${name}"]:not([type="hidden"]):not([disabled])`,
    `[name^="${name}."]:not([type="hidden"]):not([disabled])`,
    `[name^="${name}["]:not([type="hidden"]):not([disabled])`,
    `button[name="_picker"][value="${name}"]`,
  ].join(", ");

/** Required fields (list items included) that have no control in the open dialog; adds a list item where none shows. */
async function requiredWithoutControl(page: Page, fields: readonly EditorField[], prefix: string): Promise<string[]> {
  const missing: string[] = [];
  for (const field of fields) {
    const name = `${prefix}.${field.name}`;
    if (field.kind === "list" && field.item) {
      if (!field.item.fields.some((f) => f.required || f.kind === "list")) continue;
      if ((await page.locator(`[name^="${name}[0]"]`).count()) === 0) {
        const add = page.locator(`button[name="__intent__"][value*='"type":"insert"'][value*='"name":${JSON.stringify(name)}']`);
        if ((await add.count()) === 0) {
          missing.push(`${name} (no way to add an item)`);
          continue;
        }
        await Promise.all([page.waitForNavigation(), add.first().click()]);
      }
      missing.push(...(await requiredWithoutControl(page, field.item.fields, `${name}[0]`)));
    } else if (field.required && (await page.locator(`.editor-modal__form :is(${usableControl(name)})`).count()) === 0) {
      missing.push(name);
    }
  }
  return missing;
}

describe("every module type without JavaScript", () => {
  it("has a usable control for every required field in its new-module dialog", { timeout: 240_000 }, async () => {
    const page = await signedInWithoutJs();
    const missing: string[] = [];
    const types = Object.keys(moduleEditors).filter((type) => type !== "SECONDARY_HEADER");
    expect(types).toHaveLength(45);
    for (const type of types) {
      const config: ModuleEditorConfig = moduleEditors[type as keyof typeof moduleEditors];
      await page.goto(newModule(type));
      await page.locator(".editor-modal__form").waitFor();
      const shown = config.groups.filter((group) => groupShows(group, config.defaults as Record<string, unknown>));
      for (const name of await requiredWithoutControl(page, shown.flatMap((g) => g.fields), "data")) missing.push(`${type}: ${name}`);
    }
    expect(missing).toEqual([]);
  });
});
