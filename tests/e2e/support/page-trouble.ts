import type { Page } from "playwright-core";

const troubles = new WeakMap<Page, string[]>();

/**
 * Records what went wrong in a page (console errors, uncaught errors, failed or 4xx/5xx
 * requests) so that a wait that times out can say why, instead of only "not visible after 30 s".
 */
export function recordTrouble(page: Page): void {
  if (troubles.has(page)) return;
  const list: string[] = [];
  troubles.set(page, list);
  const add = (line: string) => list.push(line.slice(0, 300));
  page.on("console", (message) => {
    if (message.type() === "error") add(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => add(`pageerror: ${error.message}`));
  page.on("requestfailed", (request) => add(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ""}`));
  page.on("response", (response) => {
    if (response.status() >= 400) add(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
}

/** What `recordTrouble` saw in this page, plus where it is and what its dialog shows. */
export async function troubleReport(page: Page): Promise<string> {
  const dialog = page.getByRole("dialog");
  const dialogText = (await dialog.count()) ? (await dialog.first().innerText().catch(() => "")).slice(0, 400) : "(no dialog)";
  const hydrated = await page.evaluate(() => "__remixRouter" in window).catch(() => "unknown");
  return [`url: ${page.url()}`, `router started: ${hydrated}`, `dialog: ${dialogText.replace(/\s+/g, " ")}`, ...(troubles.get(page) ?? ["(page not recorded)"])].join("\n");
}
