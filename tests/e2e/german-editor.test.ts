import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "../../app/i18n/locales";
import { browserOfFile } from "./support/browser";
import { editorOfFile } from "./support/editor-http";
import { markWithoutJavaScript, signIn } from "./support/editor-session";
import { GERMAN_EDITOR_PAGE } from "./editor-fixtures";
import { baseUrl, text, url } from "./support/site";

// Issue 47 item 8: the English that remained in the German editor ("Properties (one per line…)",
// "Active", "Tag", "Lead", audit details, "Page Builder", "Zurück zu Produkte"), seen where
// editors see it: a product's form, a heading module's form, the audit log and the toolbar, in
// German and English, with JavaScript and without. Nothing is saved: the screens are only read.

const ed = (locale: Locale, key: string, params: Record<string, string> = {}) =>
  text(locale, key, "editor").replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? "");
const label = (locale: Locale, english: string) => (locale === "en" ? english : ed(locale, `labels.${english}`));
const option = (locale: Locale, english: string) => (locale === "en" ? english : ed(locale, `options.${english}`));

const editor = editorOfFile();
const browserNow = browserOfFile();

/** A seeded product's English form. */
async function productForm(): Promise<string> {
  const id = /href="\/editor\/content\/products\/(\d+)"/.exec(await editor.page("/editor/content/products"))![1];
  return `/editor/content/products/${id}`;
}

async function signedIn(locale: Locale, javaScriptEnabled: boolean, path: string): Promise<Page> {
  const context = await (await browserNow()).newContext({ javaScriptEnabled, locale: locale === "de" ? "de-DE" : "en-GB", viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (!javaScriptEnabled) markWithoutJavaScript(page);
  await signIn(page, path, { locale });
  return page;
}

/** The product form's labels, status option and way back, in the editor's language and in no other. */
async function expectProductForm(page: Page, locale: Locale) {
  const properties = label(locale, "Properties (one per line: Name: value)");
  expect(await page.getByLabel(properties, { exact: true }).count()).toBe(1);
  expect(await page.locator('select[name="data.status"] option[value="active"]').innerText()).toBe(option(locale, "Active"));
  const back = ed(locale, "content.backToList", { kind: ed(locale, "content.kinds.products") });
  expect(await page.getByRole("link", { name: back, exact: true }).count()).toBe(1);
  if (locale === "de") {
    expect(back).toMatch(/^Zurück zur Liste: Produkte$/);
    const shown = await page.locator("main").innerText();
    expect(shown).not.toContain("Properties (one per line");
    expect(shown).not.toMatch(/\bActive\b/);
  }
}

/** A heading module's form on a page of the editor's language: Tag and the heading's Lead. */
async function expectHeadingForm(page: Page, locale: Locale) {
  await page.goto(url(`${locale === "en" ? "" : `/${locale}`}/${GERMAN_EDITOR_PAGE}?draft=true`));
  await page.goto(url((await page.locator('main a[href*="module_id="]').first().getAttribute("href"))!));
  const form = page.locator(".editor-modal__form");
  await form.waitFor();
  for (const english of ["Tag", "Lead"]) {
    const shown = label(locale, english);
    if (locale === "de") expect(shown).not.toBe(english);
    expect(await form.locator("label", { hasText: new RegExp(`^${shown}\\b`) }).count()).toBeGreaterThan(0);
  }
  expect(await form.getByLabel(ed(locale, "modal.headingLead"), { exact: true }).count()).toBeGreaterThan(0);
  expect(await page.getByRole("region", { name: ed(locale, "toolbar.label"), exact: true }).count()).toBe(1);
  if (locale === "de") {
    expect(ed(locale, "toolbar.label")).not.toMatch(/Page Builder/i);
    expect(await form.locator("label", { hasText: /^(Tag|Lead)\b/ }).count()).toBe(0);
  }
}

/** One failed sign-in of the file's own (an address nobody has), for the audit log's details. */
const intruder = `intruder-${Math.random().toString(36).slice(2, 8)}@example.com`;
beforeAll(async () => {
  const failed = await fetch(url("/login"), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl() },
    body: new URLSearchParams({ email: intruder, password: "not the password" }),
  });
  expect(failed.status).toBe(200);
});

/** The failed sign-in's details in the audit log, in the editor's language ("reason: invalid" in English). */
async function expectAuditDetails(page: Page, locale: Locale) {
  await page.goto(url("/editor/audit?action=signInFailed"));
  const row = page.locator("tbody tr", { hasText: intruder });
  const reason = `${ed(locale, "audit.detailKeys.reason")}: ${ed(locale, "audit.detailValues.invalid")}`;
  expect(await row.locator("td:last-child").innerText()).toBe(reason);
  if (locale === "de") expect(reason).toBe("Grund: ungültige Anmeldedaten");
}

for (const [locale, javaScriptEnabled] of [
  ["de", false],
  ["de", true],
  ["en", true],
  ["en", false],
] as const) {
  describe(`the editor in ${locale === "de" ? "German" : "English"} ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    it("names product fields, the status, the heading's tag and lead, the toolbar, the way back and audit details in that language", async () => {
      const page = await signedIn(locale, javaScriptEnabled, await productForm());
      await expectProductForm(page, locale);
      await expectHeadingForm(page, locale);
      await expectAuditDetails(page, locale);
      await page.context().close();
    });
  });
}
