import type { Browser, Page } from "playwright-core";
import type { Locale } from "../../../app/i18n/locales";
import { EDITOR } from "../editor-fixtures";
import { text, url } from "./site";

/** Pages whose context has JavaScript off: nothing hydrates there, and an idle callback never comes. */
const withoutJavaScript = new WeakSet<Page>();

/** Marks a page made elsewhere as one without JavaScript (newEditorPage marks its own). */
export function markWithoutJavaScript(page: Page): void {
  withoutJavaScript.add(page);
}

/** A page in a fresh browser context (JavaScript on unless told otherwise), not signed in yet. */
export async function newEditorPage(browser: Browser, options: { javaScriptEnabled?: boolean; width?: number } = {}): Promise<Page> {
  const { javaScriptEnabled = true, width = 1280 } = options;
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 800 } });
  const page = await context.newPage();
  if (!javaScriptEnabled) withoutJavaScript.add(page);
  return page;
}

export interface SignInOptions {
  /** The server's base URL: the global one unless a file started its own. */
  baseUrl?: string;
  /** Who signs in: the global e2e editor unless told. */
  who?: { email: string; password: string };
  /** The sign-in page's locale (its labels and its /de/login address). */
  locale?: Locale;
}

/**
 * Signs in through the login form and lands on `path`, returning once that page has settled:
 * sign-in ends in a document load (redirectDocument), and with JavaScript a click before that
 * document hydrates would be the no-JS control's.
 */
export async function signIn(page: Page, path: string, options: SignInOptions = {}): Promise<void> {
  const { baseUrl, who = EDITOR, locale = "en" } = options;
  const at = (pathname: string) => (baseUrl ? baseUrl + pathname : url(pathname));
  await page.goto(at(`${locale === "en" ? "" : `/${locale}`}/login?redirectTo=${encodeURIComponent(path)}`));
  await page.getByLabel(text(locale, "login.email")).fill(who.email);
  await page.getByLabel(text(locale, "login.password")).fill(who.password);
  await page.getByRole("button", { name: text(locale, "login.submit") }).click();
  await page.waitForURL(at(path));
  await settled(page);
}

/**
 * Waits until the page has hydrated (the root's mark, ADR 070; a page that ships no scripts has
 * nothing to hydrate), its scripts have loaded and the browser has been idle twice; without
 * JavaScript, until it has loaded. Network idle and idle callbacks alone came before the end of
 * hydration on a busy machine now and then.
 */
export async function settled(page: Page): Promise<void> {
  if (withoutJavaScript.has(page)) return page.waitForLoadState("load");
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true" || !document.querySelector('script[type="module"]'));
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
}

/** The id of a stored custom form (the seeded contact form at least), through the editor's picker call. */
export async function someFormId(page: Page): Promise<number> {
  const response = await page.request.get(url("/api/editor/fetchForms"));
  const { results } = (await response.json()) as { results: { id: number }[] };
  if (!results.length) throw new Error("No custom form stored: the seed should have one");
  return results[0].id;
}

/** Signs an editor (the e2e editor unless told) in over plain HTTP (the no-JS form post) and returns its session cookie. */
export async function sessionCookie(base: string, options: { redirectTo?: string; who?: { email: string; password: string } } = {}): Promise<string> {
  const { redirectTo = "/", who = EDITOR } = options;
  const response = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: who.email, password: who.password, redirectTo }),
  });
  const cookie = /__session=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0];
  if (response.status < 300 || response.status >= 400 || !cookie) throw new Error(`sign-in answered ${response.status} without a session cookie`);
  return cookie;
}
