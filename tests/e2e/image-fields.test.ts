import sharp from "sharp";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { EDITOR } from "./editor-fixtures";
import { launchBrowser } from "./support/browser";
import { text, url } from "./support/site";

// Issue 47 item 5: an image field takes any raster image the media library takes (WebP, JPEG,
// PNG, AVIF) and stores it as WebP, with JavaScript (the fetch upload) and without it (the file
// goes with the module form, ADR 024). Each test has its own fixture page (editor-fixtures.ts).
const JS_PAGE = "/e2e-image-fields-js";
const NO_JS_PAGE = "/e2e-image-fields-no-js";

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

/** A small PNG drawn by sharp, as a file chooser hands it over. */
async function png(name: string) {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 0, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

const newImageGroup = (path: string) => url(`${path}?show_modal=true&module_type=IMAGE_GROUP&module_position=0`);
const imageGroup = (page: Page) => page.locator('main .editor-module[data-editor-module="IMAGE_GROUP"]').first();

/** The saved module's image: its address ends in .webp and it is served as image/webp. */
async function expectStoredWebp(page: Page, stem: string): Promise<void> {
  const src = await imageGroup(page).locator("img").first().getAttribute("src");
  expect(src).toMatch(new RegExp(`^/media/\\d+/${stem}\\.webp(\\?|$)`));
  const served = await page.request.get(url(src!));
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
}

describe("an image field takes a PNG and stores a WebP", () => {
  it("with JavaScript, in English: the upload fills the field, and the saved module shows the .webp", async () => {
    const page = await signedIn(true, JS_PAGE);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(newImageGroup(JS_PAGE));
    // The fetch upload's input (no name: it does not go with the form) renders once hydrated.
    const upload = page.locator('.field--reference input[type="file"]:not([name])').first();
    expect(await upload.getAttribute("accept")).toBe("image/webp,image/jpeg,image/png,image/avif");
    await upload.setInputFiles(await png("js-upload.png"));
    await page.waitForFunction(() => /\/js-upload\.webp$/.test(document.querySelector<HTMLImageElement>(".field--reference .field__preview")?.getAttribute("src") ?? ""));
    expect(await page.locator(".field--reference .field__error").count()).toBe(0);
    await Promise.all([page.waitForURL(url(`${JS_PAGE}?draft=true`)), page.getByRole("button", { name: text("en", "modal.save", "editor"), exact: true }).click()]);
    await expectStoredWebp(page, "js-upload");
    expect(errors.filter((message) => !message.includes("#421"))).toEqual([]); // #421: issue 18 item 7
  });

  it("without JavaScript, in German: a file that is no image is refused in German, a PNG is saved as .webp", async () => {
    const page = await signedIn(false, NO_JS_PAGE);
    // Only English adds modules (SPEC §4.1): the module comes first, with an English PNG.
    await page.goto(newImageGroup(NO_JS_PAGE));
    const file = page.locator('input[type="file"][name="_upload:data.items[0].image"]');
    expect(await file.getAttribute("accept")).toBe("image/webp,image/jpeg,image/png,image/avif");
    await file.setInputFiles(await png("english.png"));
    await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: text("en", "modal.save", "editor"), exact: true }).click()]);
    expect(page.url()).toBe(url(`${NO_JS_PAGE}?draft=true`));
    await expectStoredWebp(page, "english");

    await page.goto(url(`/de${NO_JS_PAGE}?draft=true`));
    const edit = await imageGroup(page).locator('a[href*="module_id="]').first().getAttribute("href");
    expect(edit).toMatch(/^\/de\//);
    await page.goto(url(edit!));
    const save = () => page.getByRole("button", { name: text("de", "modal.save", "editor"), exact: true });
    await page
      .locator('input[type="file"][name="_upload:data.items[0].image"]')
      .setInputFiles({ name: "bild.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<!doctype html><p>not an image</p>") });
    await Promise.all([page.waitForNavigation(), save().click()]);
    await page.locator(".field__error", { hasText: text("de", "validation.imageOnly", "editor") }).waitFor();
    expect(text("de", "validation.imageOnly", "editor")).not.toBe(text("en", "validation.imageOnly", "editor"));

    await page.locator('input[type="file"][name="_upload:data.items[0].image"]').setInputFiles(await png("deutsch.png"));
    await Promise.all([page.waitForNavigation(), save().click()]);
    expect(page.url()).toBe(url(`/de${NO_JS_PAGE}?draft=true`));
    await expectStoredWebp(page, "deutsch");
  });
});
