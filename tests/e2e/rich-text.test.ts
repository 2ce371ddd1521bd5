import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { markWithoutJavaScript, signIn } from "./support/editor-session";
import { fillRichTextSource, richTextEditor } from "./support/rich-text";
import { text, url } from "./support/site";

// The rich-text editor (ADR 021) in the module modal of a TEXT_BLOCK: formatting through its
// toolbar, paste cleaning, and the textarea it leaves without JavaScript.

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
const rt = (key: string) => ed(`richText.${key}`);
const newTextBlock = (path: string) => `${path}?show_modal=true&module_type=TEXT_BLOCK&module_position=0`;
/** The new block: module_position=0 adds it below the fixture page's first block. */
const newBlock = (page: Page) => page.locator('main [data-module="TEXT_BLOCK"]').nth(1);

async function signedIn(javaScriptEnabled: boolean, path: string): Promise<Page> {
  context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  if (!javaScriptEnabled) markWithoutJavaScript(page);
  await signIn(page, path);
  return page;
}

async function save(page: Page, path: string): Promise<void> {
  await page.getByRole("button", { name: ed("modal.save") }).click();
  await page.waitForURL(url(`${path}?draft=true`));
}

describe("the rich-text editor", () => {
  it("formats with its toolbar, by mouse and by keyboard, and saves headings, bold and links", async () => {
    const path = "/e2e-rich-text";
    const page = await signedIn(true, newTextBlock(path));
    const editable = await richTextEditor(page, /^Text/);
    expect(await editable.getAttribute("aria-multiline")).toBe("true");
    const toolbar = page.getByRole("toolbar", { name: rt("toolbar") });
    const bold = toolbar.getByRole("button", { name: rt("bold") });
    const heading = toolbar.getByRole("button", { name: rt("heading2") });

    await editable.click();
    await page.keyboard.type("Rich heading");
    // Keyboard: Shift+Tab leaves the text for the toolbar's one tab stop; arrows move to Heading 2.
    await page.keyboard.press("Shift+Tab");
    expect(await bold.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await heading.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    expect(await heading.getAttribute("aria-pressed")).toBe("true");

    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Plain then ");
    await bold.click();
    expect(await bold.getAttribute("aria-pressed")).toBe("true");
    await page.keyboard.type("strong words");
    await bold.click();
    await page.keyboard.type(" and a link");
    for (let i = 0; i < "link".length; i++) await page.keyboard.press("Shift+ArrowLeft");
    const linkButton = toolbar.getByRole("button", { name: rt("link") });
    const address = page.getByLabel(rt("linkAddress"));
    // Escape closes the link form, not the module dialog.
    await linkButton.click();
    await address.press("Escape");
    await address.waitFor({ state: "detached" });
    expect(await page.getByRole("dialog").isVisible()).toBe(true);
    await linkButton.click();
    await address.fill("javascript:alert(1)");
    await address.press("Enter"); // applies the address, never submits the module form
    await page.getByText(rt("linkInvalid")).waitFor();
    await address.fill("/products/catalog");
    await address.press("Enter");
    await address.waitFor({ state: "detached" });
    expect(page.url()).toBe(url(newTextBlock(path)));

    await save(page, path);
    const block = newBlock(page);
    expect(await block.locator("h2").innerText()).toBe("Rich heading");
    expect(await block.locator("strong").innerText()).toBe("strong words");
    expect(await block.locator('a[href="/products/catalog"]').innerText()).toBe("link");
    expect(await block.locator("p").first().innerText()).toBe("Plain then strong words and a link");
  }, 60_000);

  it("cleans pasted HTML: no script, style, class, event handler or javascript: link reaches the page", async () => {
    const path = "/e2e-rich-text-paste";
    const page = await signedIn(true, newTextBlock(path));
    const editable = await richTextEditor(page, /^Text/);
    await editable.click();
    await editable.evaluate((element) => {
      const data = new DataTransfer();
      data.setData(
        "text/html",
        '<meta charset="utf-8"><style>.c1{font-weight:700}</style><script>window.__xss=1</script>' +
          '<p class="MsoNormal" style="color:red;font-size:30px" onclick="window.__xss=1">Pasted <span class="c1">bold</span> ' +
          '<span style="font-style:italic">italic</span></p><img src="x" onerror="window.__xss=1">' +
          '<p><a href="javascript:window.__xss=1" style="color:blue">bad link</a> <a href="https://example.com/" class="x">good link</a></p>',
      );
      data.setData("text/plain", "Pasted bold italic bad link good link");
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    });
    const posted = await page.locator('textarea[name="data.body"]').inputValue();
    expect(posted).toBe('<p>Pasted <strong>bold</strong> <em>italic</em></p><p>bad link <a href="https://example.com/">good link</a></p>');

    await save(page, path);
    await expect.poll(() => newBlock(page).innerHTML()).toContain("Pasted");
    const html = await newBlock(page).innerHTML();
    expect(html).toContain("Pasted <strong>bold</strong> <em>italic</em>");
    expect(html).not.toMatch(/<script|<style|<img|style=|class="(MsoNormal|c1|x)"|onclick|onerror|javascript:/);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  }, 60_000);

  it("shows the HTML source for power users, and parses it back when the editor returns", async () => {
    const path = "/e2e-rich-text-source";
    const page = await signedIn(true, newTextBlock(path));
    await fillRichTextSource(page, /^Text/, '<p>From <em>source</em> <span style="color:red">view</span></p>');
    const source = page.getByRole("button", { name: rt("source") });
    expect(await source.getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: rt("bold") }).isDisabled()).toBe(true);
    expect(await page.getByText(rt("allowedMarkup")).isVisible()).toBe(true);
    await source.click();
    const editable = await richTextEditor(page, /^Text/);
    expect(await editable.innerHTML()).toContain("From <em>source</em> view");
    expect(await page.locator('textarea[name="data.body"]').inputValue()).toBe("<p>From <em>source</em> view</p>");
    await save(page, path);
    await expect.poll(() => newBlock(page).innerHTML()).toContain("<p>From <em>source</em> view</p>");
  }, 60_000);

  it("without JavaScript is the textarea with a note on allowed markup, and saves its HTML", async () => {
    const path = "/e2e-rich-text-no-js";
    const page = await signedIn(false, newTextBlock(path));
    const textarea = page.getByLabel(/^Text/);
    expect(await textarea.evaluate((element) => element.tagName)).toBe("TEXTAREA");
    expect(await page.getByText(rt("allowedMarkup")).isVisible()).toBe(true);
    expect(await page.getByRole("toolbar", { name: rt("toolbar") }).count()).toBe(0);
    await textarea.fill('<h2 style="color:red">No-JS heading</h2><p><strong>No-JS bold</strong><script>window.__xss=1</script></p>');
    await save(page, path);
    const block = newBlock(page);
    expect(await block.locator("h2").innerText()).toBe("No-JS heading");
    expect(await block.locator("strong").innerText()).toBe("No-JS bold");
    expect(await block.innerHTML()).not.toMatch(/<script|style=/);
  });
});
