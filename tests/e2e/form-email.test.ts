import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { text, url } from "./support/site";

// E-mail fields of public forms (issue 19): the seeded contact form's e-mail field is an e-mail
// input the browser can fill, and the shared schema refuses a bad address with the translated
// message, on the server (no JavaScript) and in the browser (conform).

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

const invalidEmail = text("en", "customForms.errors.invalidEmail", "modules");

async function openContactForm(javaScriptEnabled: boolean): Promise<Page> {
  context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  expect((await page.goto(url("/contact")))?.status()).toBe(200);
  if (javaScriptEnabled) await page.locator("form[data-enhanced]").waitFor();
  return page;
}

const contactForm = (page: Page) => page.getByRole("form", { name: "Contact form" });
const emailField = (page: Page) => contactForm(page).getByLabel(/^E-mail \*$/);

async function fillWithBadAddress(page: Page): Promise<void> {
  const form = contactForm(page);
  await form.getByLabel(/^Type of inquiry \*$/).selectOption("sales");
  await form.getByLabel(/^Last name \*$/).fill("Muster");
  await emailField(page).fill("not-an-email");
  await form.getByLabel(/^Message \*$/).fill("Please send a quote.");
  await form.getByLabel(/I agree that Vireo Sensors stores my details/).check();
}

describe("the contact form's e-mail field", () => {
  it("is an e-mail input with autocomplete", async () => {
    const page = await openContactForm(false);
    expect(await emailField(page).getAttribute("type")).toBe("email");
    expect(await emailField(page).getAttribute("autocomplete")).toBe("email");
  });

  it("refuses not-an-email without JavaScript, with the message and the typed values kept", async () => {
    const page = await openContactForm(false);
    await fillWithBadAddress(page);
    const question = await contactForm(page).locator("label", { hasText: "Security question" }).innerText();
    const [a, b] = (question.match(/\d+/g) ?? []).map(Number);
    await contactForm(page).getByLabel(/Security question/).fill(String(a + b));
    const [response] = await Promise.all([page.waitForNavigation(), contactForm(page).getByRole("button", { name: "Send inquiry" }).click()]);
    expect(response?.status()).toBe(400);
    expect(new URL(page.url()).pathname).toBe("/contact");
    expect(await contactForm(page).getByRole("alert").innerText()).toContain(`E-mail: ${invalidEmail}`);
    expect(await emailField(page).inputValue()).toBe("not-an-email");
    expect(await emailField(page).getAttribute("aria-invalid")).toBe("true");
    expect(await contactForm(page).getByLabel(/^Last name \*$/).inputValue()).toBe("Muster");
    expect(await contactForm(page).getByLabel(/^Message \*$/).inputValue()).toBe("Please send a quote.");
  });

  it("refuses not-an-email in the browser with JavaScript, sending nothing", async () => {
    const page = await openContactForm(true);
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posts++;
    });
    await fillWithBadAddress(page);
    await contactForm(page).getByRole("button", { name: "Send inquiry" }).click();
    await contactForm(page).getByText(invalidEmail).first().waitFor();
    expect(posts).toBe(0);
    expect(await emailField(page).inputValue()).toBe("not-an-email");
  });
});
