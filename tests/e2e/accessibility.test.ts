import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { LOCALES } from "../../app/i18n/locales";
import { homeHref, href, pageHref } from "../../app/i18n/route-table";
import { MODULE_TYPES } from "../../app/modules/types";
import { seriousAxeViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { url } from "./support/site";

// Public pages pass axe-core with no serious or critical violations and log no console errors
// (issue #5): the style guide (every module type) in all five locales, the homes and listings.
// The editor's screens: editor-accessibility.test.ts.

let browser: Browser;
let launchError: unknown;
let context: BrowserContext;
let page: Page;
let consoleErrors: string[];

beforeAll(async () => {
  try {
    browser = await launchBrowser();
  } catch (error) {
    launchError = error;
  }
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  if (launchError) throw launchError;
  context = await browser.newContext();
  page = await context.newPage();
  consoleErrors = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
});
afterEach(async () => {
  await context?.close();
});

async function seriousViolations(path: string): Promise<string[]> {
  const response = await page.goto(url(path), { waitUntil: "networkidle" });
  expect(response?.status(), `GET ${path}`).toBe(200);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  // Far modules are laid out in idle time after load (deferred-layout.ts); axe measures geometry,
  // which a module skipped by content-visibility does not have yet (axe-core issue #2768).
  await page.waitForFunction(() => !document.querySelector("article[data-layout-later] > section:nth-of-type(n + 3):not([data-laid-out])"));
  // From the policy itself: a page of static modules has no script of its own to copy it from.
  const nonce = /'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1] ?? "";
  return seriousAxeViolations(page, nonce);
}

describe("accessibility and console of public pages", () => {
  it.each(LOCALES)("the style guide in %s", async (locale) => {
    expect(await seriousViolations(pageHref(locale, "styleguide"))).toEqual([]);
    // It shows every module type (SECONDARY_HEADER too).
    const shown = new Set(await page.locator("[data-module]").evaluateAll((els) => els.map((el) => el.getAttribute("data-module"))));
    expect(MODULE_TYPES.filter((type) => !shown.has(type))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it.each(LOCALES)("the home page in %s", async (locale) => {
    expect(await seriousViolations(homeHref(locale))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it.each(["catalog", "blog", "careerList", "events", "faq", "search"] as const)("the %s screen", async (name) => {
    expect(await seriousViolations(href(name, "en"))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
