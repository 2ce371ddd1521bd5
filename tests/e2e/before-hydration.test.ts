import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserOfFile } from "./support/browser";
import { editorOfFile } from "./support/editor-http";
import { sessionCookie } from "./support/editor-session";
import { baseUrl, url } from "./support/site";

// Issue 46 §2: every editor screen, as it is before its scripts have run (the test holds them):
// a control shown then must work then, as the plain form control it is without JavaScript. A
// button that only a script makes work (type="button") is dead until the page hydrates; such a
// control is shown only once the page has hydrated, or is disabled until then.

const editor = editorOfFile();
const browserNow = browserOfFile();

/** A context signed in as the e2e editor whose pages never get their scripts. */
async function scriptsHeld(): Promise<BrowserContext> {
  const context = await (await browserNow()).newContext();
  const [name, value] = (await sessionCookie(baseUrl())).split("=");
  await context.addCookies([{ name, value, url: baseUrl() }]);
  await context.route(/\/assets\/[^?]*\.js(\?.*)?$/, (route) => route.abort());
  return context;
}

/** The visible, enabled controls of the page that do nothing without a script. */
function deadControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden";
    };
    const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
    const dead: string[] = [];
    for (const button of document.querySelectorAll<HTMLButtonElement>("main button, header button, [role=region] button, dialog button, [role=dialog] button")) {
      if (button.disabled || !shown(button)) continue;
      if (button.type === "button" || !button.form) dead.push(name(button));
    }
    for (const link of document.querySelectorAll<HTMLAnchorElement>("a")) {
      if (!shown(link)) continue;
      const href = link.getAttribute("href");
      if (href === null || href === "" || href === "#" || href.startsWith("javascript:")) dead.push(name(link));
    }
    for (const el of document.querySelectorAll("[role=button]:not(button), [onclick]")) if (shown(el)) dead.push(name(el));
    return [...new Set(dead)];
  });
}

/** The first link on a list screen to one of its items. */
async function firstItem(path: string, pattern: RegExp): Promise<string> {
  const found = pattern.exec(await editor.page(path));
  if (!found) throw new Error(`no item on ${path}`);
  return found[1];
}

describe("the editor's screens before their scripts run", () => {
  it("show no control that works only with a script", async () => {
    const moduleId = /data-module-id="([^"]+)"/.exec(await editor.page("/e2e-pickers?draft=true"))![1];
    const screens = [
      "/?draft=true",
      "/de/e2e-pickers?draft=true",
      `/e2e-pickers?draft=true&show_modal=true&module_id=${moduleId}`,
      "/e2e-pickers?draft=true&show_sidebar=true&module_position=0",
      "/e2e-pickers?draft=true&show_settings=true",
      "/e2e-pickers?draft=true&show_history=true",
      "/e2e-pickers?draft=true&show_previews=true",
      "/editor/pages",
      "/editor/pages/new",
      "/editor/content",
      "/editor/content/news",
      await firstItem("/editor/content/news", /href="(\/editor\/content\/news\/\d+)"/),
      "/editor/content/news/new",
      await firstItem("/editor/content/products", /href="(\/editor\/content\/products\/\d+)"/),
      "/editor/media",
      "/editor/navigation",
      "/editor/redirects",
      "/editor/users",
      "/editor/account",
      "/editor/audit",
      "/editor/mail",
      "/editor/inbox",
      "/editor/forms",
      `/editor/forms/${await firstItem("/api/editor/fetchForms", /"id":(\d+)/)}`,
    ];
    const context = await scriptsHeld();
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    for (const screen of screens) {
      const response = await page.goto(url(screen));
      expect(response?.status(), screen).toBe(200);
      expect(await page.evaluate(() => "__remixRouter" in window), screen).toBe(false);
      const dead = await deadControls(page);
      if (dead.length) found[screen] = dead;
    }
    await context.close();
    expect(found).toEqual({});
  });
});
