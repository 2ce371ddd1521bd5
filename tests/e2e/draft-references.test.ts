import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { href } from "../../app/i18n/route-table";
import type { Locale } from "../../app/i18n/locales";
import { launchBrowser } from "./support/browser";
import { asEditor as asEditorWith, deleteContentItem, editorSessionCookie } from "./support/editor-http";
import { markWithoutJavaScript, newEditorPage, settled, signIn } from "./support/editor-session";
import { text, url } from "./support/site";

// Issue 47, item 1 (ADR 066): a datasheet (download) may be attached to a product that is only a
// draft; publishing the download waits until the product is published. Each test creates its own
// product and download (unique names) and deletes them: the other files of the run share this server.

const ed = (key: string, locale: Locale = "en", params: Record<string, string> = {}) =>
  text(locale, key, "editor").replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? "");
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A form field by its label (a required one's label ends in " *"). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;

let cookie = "";
let browser: Browser;
let documentId = 0;
beforeAll(async () => {
  cookie = await editorSessionCookie();
  browser = await launchBrowser();
  const { results } = (await (await asEditorWith(cookie, "/api/editor/fetchDocuments", { headers: { Accept: "application/json" } })).json()) as { results: { id: number }[] };
  documentId = results[0].id;
});
afterAll(async () => {
  await browser?.close();
});

/** The item id in the page's address (/editor/content/<kind>/<id>?…). */
const idIn = (page: Page, kind: string) => Number(new RegExp(`/editor/content/${kind}/(\\d+)`).exec(page.url())?.[1]);

/** Fills and saves a new product as a draft (never published); answers its id. */
async function newProduct(page: Page, locale: Locale, model: string): Promise<number> {
  await page.goto(url("/editor/content/products/new"));
  await settled(page);
  await field(page, ed("labels.Model", locale)).fill(model);
  await field(page, ed("labels.Display name", locale)).fill(`${model} datasheet test sensor`);
  await field(page, ed("labels.Product class", locale)).fill("Humidity sensor");
  await page.getByRole("button", { name: ed("content.saveDraft", locale) }).click();
  await page.waitForURL(/\/editor\/content\/products\/\d+\?done=created/);
  await settled(page);
  return idIn(page, "products");
}

/** Publish on the item form that is open; answers the page after it. */
async function publish(page: Page, locale: Locale): Promise<void> {
  await page.getByRole("button", { name: ed("content.publish", locale), exact: true }).click();
  await page.waitForLoadState("load");
  await settled(page);
}

describe("a datasheet of a product that is only a draft", () => {
  it("with JavaScript, in English: saves, Publish is refused naming the product, and works once the product is published", async () => {
    const page = await newEditorPage(browser);
    await signIn(page, "/editor/content");
    const model = unique("DRJS");
    const display = `${model} datasheet test sensor`;
    const productId = await newProduct(page, "en", model);
    const title = `${model} datasheet`;

    await page.goto(url("/editor/content/downloads/new"));
    await settled(page);
    await field(page, ed("labels.Title")).fill(title);
    await page.getByRole("group", { name: ed("labels.Document (PDF)") }).getByLabel(ed("reference.id")).fill(String(documentId));
    const product = page.getByRole("group", { name: ed("labels.Product"), exact: true });
    await product.getByRole("button", { name: ed("picker.choose") }).click();
    await product.getByLabel(ed("picker.search")).fill(model);
    await product.getByRole("button", { name: new RegExp(`${display}.*#${productId}$`) }).click();
    await field(page, ed("labels.Date")).fill(new Date().toISOString().slice(0, 10));
    await page.getByRole("button", { name: ed("content.saveDraft") }).click();
    await page.waitForURL(/\/editor\/content\/downloads\/\d+\?done=created/);
    await settled(page);
    const downloadId = idIn(page, "downloads");
    expect(await page.getByRole("group", { name: ed("labels.Product"), exact: true }).textContent()).toContain(display);

    await publish(page, "en");
    await expect.poll(() => page.getByText(ed("validation.relationUnpublished", "en", { name: display })).count()).toBeGreaterThan(0);
    expect(page.url()).not.toContain("done=published");
    expect((await asEditorWith(cookie, `/editor/content/downloads/${downloadId}`).then((r) => r.text())).includes(ed("content.status.unpublished"))).toBe(true);

    await page.goto(url(`/editor/content/products/${productId}`));
    await settled(page);
    await publish(page, "en");
    await page.waitForURL(/done=published/);
    await page.goto(url(`/editor/content/downloads/${downloadId}`));
    await settled(page);
    await publish(page, "en");
    await page.waitForURL(/done=published/);
    // Visitors see the datasheet on the product's page now.
    expect(await (await fetch(url(href("product", "en", { slug: model.toLowerCase() })))).text()).toContain(title);

    await page.context().close();
    await deleteContentItem(cookie, "downloads", downloadId);
    await deleteContentItem(cookie, "products", productId);
  });

  it("without JavaScript, in German: the server-side picker chooses the draft product; German refusal, then publishing works", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de" } });
    const page = await context.newPage();
    markWithoutJavaScript(page);
    await signIn(page, "/editor/content", { locale: "de" });
    const model = unique("DRNOJS");
    const display = `${model} datasheet test sensor`;
    const productId = await newProduct(page, "de", model);
    const title = `${model} Datenblatt`;

    await page.goto(url("/editor/content/downloads/new"));
    await settled(page);
    await field(page, ed("labels.Title", "de")).fill(title);
    await page.getByRole("group", { name: ed("labels.Document (PDF)", "de") }).getByLabel(ed("reference.id", "de")).fill(String(documentId));
    await field(page, ed("labels.Date", "de")).fill(new Date().toISOString().slice(0, 10));
    // The picker posts the form back with the list open, then with the choice.
    const product = page.getByRole("group", { name: ed("labels.Product", "de"), exact: true });
    await product.getByRole("button", { name: ed("picker.choose", "de") }).click();
    await settled(page);
    await product.getByLabel(ed("picker.search", "de"), { exact: true }).fill(model);
    await product.getByRole("button", { name: ed("picker.searchButton", "de"), exact: true }).click();
    await settled(page);
    await product.getByLabel(new RegExp(display)).check();
    await product.getByRole("button", { name: ed("picker.useSelected", "de") }).click();
    await settled(page);
    await page.getByRole("button", { name: ed("content.saveDraft", "de") }).click();
    await page.waitForURL(/\/editor\/content\/downloads\/\d+\?done=created/);
    await settled(page);
    const downloadId = idIn(page, "downloads");
    expect(await page.getByText(ed("content.notice.created", "de")).count()).toBeGreaterThan(0);

    await publish(page, "de");
    expect(await page.getByText(ed("validation.relationUnpublished", "de", { name: display })).count()).toBeGreaterThan(0);
    expect(ed("validation.relationUnpublished", "de", { name: display })).toMatch(/^Veröffentlichen Sie zuerst/);
    // The German translation's Publish publishes the whole item: refused too, the message at its Publish control (no product field there).
    await page.goto(url(`/editor/content/downloads/${downloadId}?locale=de`));
    await settled(page);
    await publish(page, "de");
    expect(await page.getByRole("alert").filter({ hasText: ed("validation.relationUnpublished", "de", { name: display }) }).count()).toBeGreaterThan(0);

    await page.goto(url(`/editor/content/products/${productId}`));
    await settled(page);
    await publish(page, "de");
    expect(page.url()).toContain("done=published");
    await page.goto(url(`/editor/content/downloads/${downloadId}`));
    await settled(page);
    await publish(page, "de");
    expect(page.url()).toContain("done=published");
    expect(await page.getByText(ed("content.notice.published", "de")).count()).toBeGreaterThan(0);

    await context.close();
    await deleteContentItem(cookie, "downloads", downloadId);
    await deleteContentItem(cookie, "products", productId);
  });
});
