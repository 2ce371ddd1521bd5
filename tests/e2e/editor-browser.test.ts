import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { newEditorPage, settled, signIn, someFormId } from "./support/editor-session";
import { text, url } from "./support/site";

// The editor's screens with JavaScript on log no error in the browser (issue 18 item 7): no
// uncaught exception and no console error, hydration's recoverable ones (React #421) included.
// And the DRAFT banner stays readable above the bottom toolbar at every width.

let browser: Browser;
const pages: Page[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});

const ed = (key: string) => text("en", key, "editor");

/** A page whose errors (console and uncaught) are collected, each prefixed with the step it came in. */
async function watchedPage() {
  const page = await newEditorPage(browser);
  pages.push(page);
  const errors: string[] = [];
  let step = "sign in";
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${step}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${step}: ${error.message}`));
  return { page, errors, at: (name: string) => (step = name) };
}

describe("the browser console in the editor", () => {
  it("stays clean: sign in, pages, Edit page, a module modal, the form builder, its submissions, sign out", async () => {
    const { page, errors, at } = await watchedPage();
    const path = "/e2e-browser";
    await signIn(page, path);
    await settled(page);

    at("the home page");
    await page.goto(url("/"));
    await settled(page);

    at("the style guide (every module type)");
    await page.goto(url("/styleguide"));
    await settled(page);

    at("the page");
    await page.goto(url(path));
    await settled(page);

    at("Edit page");
    await page.getByRole("button", { name: ed("toolbar.editPage") }).click();
    await page.waitForURL(url(`${path}?draft=true`));
    await page.getByText(ed("toolbar.draftBanner")).waitFor();
    await settled(page);

    at("the draft, loaded afresh");
    await page.reload();
    await settled(page);

    at("a module modal");
    await page.getByRole("toolbar").first().getByRole("link", { name: ed("module.edit") }).click();
    await page.getByRole("dialog").waitFor();
    await settled(page);

    at("a module modal, loaded afresh");
    await page.reload();
    await page.getByRole("dialog").waitFor();
    await settled(page);

    at("the form builder");
    const formId = await someFormId(page);
    await page.goto(url(`/editor/forms/${formId}`));
    await page.getByRole("button", { name: ed("formBuilder.save") }).waitFor();
    await settled(page);

    at("the form's submissions");
    await page.goto(url(`/editor/forms/${formId}/submissions`));
    await settled(page);

    at("sign out");
    await page.getByRole("button", { name: ed("toolbar.signOut") }).click();
    await page.waitForURL(url("/"));
    await page.getByRole("region", { name: ed("toolbar.label") }).waitFor({ state: "detached" });
    await settled(page);

    expect(errors).toEqual([]);
  }, 90_000);
});

describe("the DRAFT banner", () => {
  it.each([1400, 390])("is inside the viewport and not covered by the toolbar at %i px", async (width) => {
    const page = await newEditorPage(browser, { width });
    pages.push(page);
    const path = "/e2e-browser";
    await signIn(page, `${path}?draft=true`);
    const banner = page.getByText(ed("toolbar.draftBanner"));
    await banner.waitFor();
    for (const where of ["top", "bottom"] as const) {
      await page.evaluate((end) => window.scrollTo(0, end === "top" ? 0 : document.body.scrollHeight), where);
      const seen = await banner.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const inside = box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight;
        // Its centre and, 2 px in, its four corners: a toolbar over any part of it shows there.
        const xs = [box.left + 2, box.left + box.width / 2, box.right - 2];
        const ys = [box.top + 2, box.top + box.height / 2, box.bottom - 2];
        const points = [[xs[1], ys[1]], [xs[0], ys[0]], [xs[2], ys[0]], [xs[0], ys[2]], [xs[2], ys[2]]];
        const uncovered = points.every(([x, y]) => {
          const found = document.elementFromPoint(x, y);
          return found !== null && element.contains(found);
        });
        return { inside, uncovered, height: box.height };
      });
      expect({ inside: seen.inside, uncovered: seen.uncovered }, `scrolled to the ${where}`).toEqual({ inside: true, uncovered: true });
      expect(seen.height).toBeGreaterThan(0);
    }
  });
});

describe("the editor toolbar", () => {
  it.each([1400, 390])("leaves the footer's last link reachable at the page's end at %i px", async (width) => {
    const page = await newEditorPage(browser, { width });
    pages.push(page);
    await signIn(page, "/e2e-browser?draft=true");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.locator("footer a").last();
    await last.scrollIntoViewIfNeeded();
    const uncovered = await last.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return found !== null && element.contains(found);
    });
    expect(uncovered).toBe(true);
    // And the toolbar is still on screen while the page is scrolled to its middle.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    const toolbar = await page.getByRole("region", { name: text("en", "toolbar.label", "editor") }).boundingBox();
    expect(toolbar!.y + toolbar!.height).toBeLessThanOrEqual(page.viewportSize()!.height + 1);
    expect(toolbar!.y).toBeGreaterThanOrEqual(0);
  });
});

describe("the sign-in page while it hydrates", () => {
  // An event on a page that is still hydrating makes React hydrate at once. Remix's root used to
  // suspend there (its hydration data still decoding) and React 18 failed with #345, leaving the
  // page as server HTML. Here the field gets focus and a key at every turn of the browser's event
  // loop from the moment it exists until the router has started, on a CPU slowed four times.
  it("takes focus and keys during hydration, hydrates, and keeps what was typed", async () => {
    const { page, errors } = await watchedPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => {
      const turns = new MessageChannel();
      let events = 0;
      turns.port1.onmessage = () => {
        const field = document.querySelector<HTMLInputElement>('input[type="email"]');
        if (field) {
          field.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
          field.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
          events += 1;
        }
        const router = (window as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter;
        if (router?.state.initialized || events > 5_000) (window as { eventsDuringHydration?: number }).eventsDuringHydration = events;
        else turns.port2.postMessage(0);
      };
      turns.port2.postMessage(0);
    });
    await page.goto(url("/login"));
    await page.waitForFunction(() => (window as { eventsDuringHydration?: number }).eventsDuringHydration !== undefined);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await settled(page);
    const events = await page.evaluate(() => (window as { eventsDuringHydration?: number }).eventsDuringHydration);
    expect(events, "events reached the field before hydration").toBeGreaterThan(0);
    expect(errors).toEqual([]);
    expect(events, "the router started").toBeLessThanOrEqual(5_000);
    const email = page.getByLabel(text("en", "login.email"));
    await email.fill("editor@example.com");
    expect(await email.inputValue()).toBe("editor@example.com");
  });
});
