import type { Browser, Page } from "playwright-core";
import { EDITOR } from "../editor-fixtures";
import { text, url } from "./site";

/** A page in a fresh browser context (JavaScript on unless told otherwise), not signed in yet. */
export async function newEditorPage(browser: Browser, options: { javaScriptEnabled?: boolean; width?: number } = {}): Promise<Page> {
  const { javaScriptEnabled = true, width = 1280 } = options;
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 800 } });
  return context.newPage();
}

/** Signs in as the e2e editor through the login form and lands on `path`. */
export async function signIn(page: Page, path: string): Promise<void> {
  await page.goto(url(`/login?redirectTo=${encodeURIComponent(path)}`));
  // Typing into the sign-in form while its page still hydrates forces React to hydrate
  // synchronously, and Remix's root suspends there until its hydration data is decoded: React 18
  // answers with error #345 (a known bug, in the stop note of 2026-11-26). Editors' flows start hydrated.
  await settled(page);
  await page.getByLabel(text("en", "login.email")).fill(EDITOR.email);
  await page.getByLabel(text("en", "login.password")).fill(EDITOR.password);
  await page.getByRole("button", { name: text("en", "login.submit") }).click();
  await page.waitForURL(url(path));
  // Sign-in ends in a document load (redirectDocument): act once that document has hydrated.
  await settled(page);
}

/** Waits until the page's scripts have loaded and the browser has been idle twice (hydration done). */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
}

/** The id of a stored custom form (the seeded contact form at least), through the editor's picker call. */
export async function someFormId(page: Page): Promise<number> {
  const response = await page.request.get(url("/api/editor/fetchForms"));
  const { results } = (await response.json()) as { results: { id: number }[] };
  if (!results.length) throw new Error("No custom form stored: the seed should have one");
  return results[0].id;
}
