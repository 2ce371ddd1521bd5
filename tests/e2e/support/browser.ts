import { afterAll } from "vitest";
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

/** Flags that keep Chromium quiet on a closed network (see /usr/bin/chromium's Debian package). */
export const CHROME_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function chromePath(): string {
  return process.env.CHROME_PATH || "/usr/bin/chromium";
}

/**
 * Launches the system Chromium (never a downloaded one). A missing browser FAILS the tests with
 * the way to install it: browser tests are never skipped silently. `chromium.launch` gives every
 * browser a fresh temporary user-data-dir and removes it on close.
 */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromePath();
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: install it with \`apt-get install chromium\` (Debian/Ubuntu) or set CHROME_PATH`,
    );
  }
  return chromium.launch({ executablePath, headless: true, args: CHROME_ARGS, timeout: 30_000 });
}

/** One browser for a test file, launched when a test first asks for it and closed after the file. */
export function browserOfFile(): () => Promise<Browser> {
  let browser: Promise<Browser> | null = null;
  afterAll(async () => {
    await (await browser)?.close();
  });
  return () => (browser ??= launchBrowser());
}
