import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { LANGUAGE_OF, LOCALE_LABEL, LOCALES, type Locale } from "../../app/i18n/locales";
import { homeHref, href } from "../../app/i18n/route-table";
import { decode } from "turbo-stream";
import { launchBrowser } from "./support/browser";
import { baseUrl, literal, text, url } from "./support/site";

// In the browser (system Chromium via playwright-core), with role and label selectors.

let browser: Browser;
let launchError: unknown;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  try {
    browser = await launchBrowser();
  } catch (error) {
    launchError = error; // every test below fails with it: a missing browser is never a skip
  }
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  if (launchError) throw launchError;
  context = await browser.newContext();
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

async function open(path: string, expectedStatus = 200): Promise<void> {
  const response = await page.goto(url(path));
  expect(response?.status(), `GET ${path}`).toBe(expectedStatus);
}

function mainNavigation(p: Page, locale: Locale) {
  return p.getByRole("banner").getByRole("navigation", { name: text(locale, "header.mainNavigation"), exact: true });
}

describe("the home page", () => {
  it("renders the page chrome and its modules", async () => {
    await open("/");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.getByRole("main").count()).toBe(1);
    expect(await page.getByRole("banner").count()).toBe(1);
    expect(await mainNavigation(page, "en").getByRole("link").count()).toBeGreaterThan(0);
    expect(await page.getByRole("contentinfo").count()).toBe(1);
    expect(await page.getByRole("main").locator("[data-module]").count()).toBeGreaterThan(0);
  });

  it.each(LOCALES)("of locale %s has its language", async (locale) => {
    await open(homeHref(locale));
    expect(await page.locator("html").getAttribute("lang")).toBe(LANGUAGE_OF[locale]);
    expect(await page.getByRole("main").locator("[data-module]").count()).toBeGreaterThan(0);
  });

  it("lists hreflang alternates for every locale and x-default", async () => {
    await open("/");
    const alternates = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) =>
      Object.fromEntries(links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")])),
    );
    const expected: Record<string, string> = { "x-default": `${baseUrl()}/` };
    for (const locale of LOCALES) expected[LANGUAGE_OF[locale]] = baseUrl() + homeHref(locale);
    expect(alternates).toEqual(expected);
  });
});

describe("not found", () => {
  it.each([
    ["/this-page-does-not-exist", "en"],
    ["/fr/whatever", "en"],
    ["/de/gibt-es-nicht", "de"],
  ] as const)("%s shows the localized 404 page with the site header", async (path, locale) => {
    await open(path, 404);
    expect(await page.locator("html").getAttribute("lang")).toBe(LANGUAGE_OF[locale]);
    await page.getByRole("banner").waitFor();
    const title = page.getByRole("heading", { level: 1, name: text(locale, "notFound.title"), exact: true });
    expect(await title.count()).toBe(1);
  });
});

describe("navigation", () => {
  it("the locale switcher on a German table route leads to its English counterpart", async () => {
    await open(href("catalog", "de"));
    const switcher = page.getByRole("navigation", { name: text("de", "header.language"), exact: true });
    await switcher.getByRole("link", { name: literal(LOCALE_LABEL.en) }).click();
    await page.waitForURL(url(href("catalog", "en")));
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
  });

  it("the skip link moves the focus to the main content", async () => {
    await open("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: text("en", "skipToContent"), exact: true });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("main").evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe("without JavaScript", () => {
  it("renders the home page modules and follows a menu link", async () => {
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    try {
      const p = await noJs.newPage();
      const response = await p.goto(url("/"));
      expect(response?.status()).toBe(200);
      expect(await p.getByRole("main").locator("[data-module]").count()).toBeGreaterThan(0);

      const link = mainNavigation(p, "en").getByRole("link").first();
      const target = new URL((await link.getAttribute("href")) ?? "", p.url());
      const [navigation] = await Promise.all([
        p.waitForResponse((r) => r.request().isNavigationRequest() && r.request().frame() === p.mainFrame()),
        link.click(),
      ]);
      expect(navigation.status()).toBe(200);
      await p.waitForURL(target.href);
      expect(await p.getByRole("main").count()).toBe(1);
    } finally {
      await noJs.close();
    }
  });
});

describe("on a phone", () => {
  // A page wider than the screen makes a phone zoom the whole page out.
  const width = () => page.evaluate(() => ({ viewport: window.innerWidth, content: document.documentElement.scrollWidth }));

  it.each([false, true])("no module widens the style guide's page (JavaScript: %s)", async (javaScriptEnabled) => {
    await context.close();
    context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, javaScriptEnabled });
    page = await context.newPage();
    await open("/styleguide");
    expect(await width()).toEqual({ viewport: 412, content: 412 });
    if (!javaScriptEnabled) return;
    // Every module laid out (after load, in idle time), then hydrated as the visitor scrolls by.
    await page.waitForFunction(() => !document.querySelector("article.cms-page > section:nth-of-type(n + 3):not([data-laid-out])"));
    expect(await width()).toEqual({ viewport: 412, content: 412 });
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    // A slider hydrates when it is near the screen: one passed by before the scripts had loaded
    // waits for the reader to come back to it.
    // Scrolled there by the page itself: Playwright's own scroll waits for the element to stand
    // still, which a section whose neighbours are still being laid out and hydrated under load
    // may not do within its timeout.
    await page.locator('[data-module="SLIDER"]').first().evaluate((section) => section.scrollIntoView({ block: "center" }));
    await page.locator('[data-module="SLIDER"] .carousel__root.is-active').first().waitFor();
    expect(await width()).toEqual({ viewport: 412, content: 412 });
  }, 60_000);
});

describe("JavaScript only where a page needs it", () => {
  const scriptsOf = async (path: string) => {
    const html = await (await fetch(url(path))).text();
    return html.match(/<script[^>]*type="module"|import\("\/assets\/entry\.client/g) ?? [];
  };

  it("a page of static modules is plain HTML for a visitor; a page with a slider or tabs loads the scripts", async () => {
    expect(await scriptsOf("/imprint")).toEqual([]);
    expect((await scriptsOf("/styleguide")).length).toBeGreaterThan(0);
  });

  it("a visitor's page whose enhanced modules are far down runs no script until one comes near, then hydrates it (ADR 018)", async () => {
    await page.setViewportSize({ width: 412, height: 823 });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await open("/styleguide");
    await page.waitForFunction(() => document.querySelectorAll("article.cms-page > section[data-laid-out]").length > 0);
    await page.waitForTimeout(500);
    expect(scripts).toEqual([]);
    // Until then the header is the server's, and an enhanced module works as without JavaScript.
    const tabs = page.locator('[data-module="TAB"]').first();
    expect(await tabs.getByRole("tablist").count()).toBe(0);
    await tabs.scrollIntoViewIfNeeded();
    await tabs.getByRole("tablist").waitFor();
    expect(scripts.some((script) => /\/assets\/entry\.client-/.test(script))).toBe(true);
    await tabs.getByRole("tab").nth(1).click();
    expect(await tabs.getByRole("tab").nth(1).getAttribute("aria-selected")).toBe("true");
    expect(await page.locator("header.site-header").getAttribute("data-server-markup")).toBe("site-header");
    expect(await page.locator("header.site-header [data-discover]").count()).toBe(0);
  });

  it("listings, detail screens, search and the not-found page are plain HTML; the sign-in form hydrates", async () => {
    const plain = [href("catalog", "en") + "?category=pressure&view=table", href("blog", "de"), "/search?q=sensor", "/no-such-page"];
    for (const path of plain) expect({ path, scripts: await scriptsOf(path) }).toEqual({ path, scripts: [] });
    expect((await scriptsOf(href("login", "en"))).length).toBeGreaterThan(0);
  });

  it("hands the browser, with the document, the data of the enhanced modules only; a client-side navigation gets it all", async () => {
    type Modules = { type: string; data: unknown }[];
    const modulesIn = async (payload: string): Promise<Modules> => {
      const stream = new Response(payload).body!;
      const { value } = (await decode(stream)) as { value: Record<string, unknown> };
      const routes = ("loaderData" in value ? value.loaderData : value) as Record<string, { modules?: Modules; data?: { modules: Modules } }>;
      const cms = routes["cms-page"];
      return cms?.modules ?? cms?.data?.modules ?? [];
    };
    const html = await (await fetch(url("/styleguide"))).text();
    // The server rendered the static modules with their whole data (kept beside the loader's).
    expect(html).toContain('<p class="key-figure__subtitle">Response time</p>');
    const enqueued = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map((m) => JSON.parse(m[1]) as string).join("");
    const handed = await modulesIn(enqueued);
    const fetched = await modulesIn(await (await fetch(url("/styleguide.data"))).text());
    expect(handed.length).toBeGreaterThan(40);
    expect(handed.map((m) => m.type)).toEqual(fetched.map((m) => m.type));
    const dataOf = (modules: Modules, type: string) => modules.find((m) => m.type === type)?.data;
    for (const type of ["PRODUCT_TABLE", "KEY_FIGURES", "NEWS"]) expect({ type, data: dataOf(handed, type) }).toEqual({ type, data: null });
    for (const type of ["SLIDER", "EQS_STOCK_CHART", "CUSTOM_FORMS"]) expect(dataOf(handed, type)).toEqual(dataOf(fetched, type));
    expect(fetched.every((m) => m.data !== null)).toBe(true);
  });

  it("landing on a static page or the thank-you screen after a form still loads them, so the success events reach the tag manager", async () => {
    expect((await scriptsOf("/imprint?form_success=contact")).length).toBeGreaterThan(0);
    expect((await scriptsOf(href("formThankYou", "de") + "?form_success=contact")).length).toBeGreaterThan(0);
  });
});
