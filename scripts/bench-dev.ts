// npm run bench:dev — the development loop's figures (issue 29, ADR 034), through the real
// `npm run dev` on a free port of 127.0.0.1:
//   1. from a fresh state (no `.cache/vite`, a new embedded database that the start creates,
//      migrates and seeds, as on a fresh clone) to the first 200 on `/`; then a second start on
//      that database and cache;
//   2. from saving a module's component (app/modules/cta/cta.tsx gets a new attribute) to the
//      browser showing it, in Chromium (playwright-core, CHROME_PATH): on a visitor's `/`, which
//      runs no React and is loaded again, and on a signed-in editor's `/?draft=true`, which React
//      updates in place. The file is restored afterwards, whatever happens.
// It deletes `.cache/vite` (Vite's optimised dependencies; rebuilt by the next start) and edits a
// source file: do not run it beside your own `npm run dev`.
import { readFileSync, rmSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { upsertEditor } from "../app/auth/users.server";
import { createDb } from "../db";
import { launchBrowser } from "../tests/e2e/support/browser";
import { freePort, REPO_ROOT, serverEnv, startNpmRunDev, type RunningDevServer } from "../tests/e2e/support/server";

const SAVES = Number(process.env.BENCH_SAVES || 5);
const COMPONENT = path.join(REPO_ROOT, "app/modules/cta/cta.tsx");
const MARK = '<div className="cta">';
const EDITOR = { email: "bench-dev@example.com", password: "bench-dev-password", name: "Bench" };
const strings = JSON.parse(readFileSync(path.join(REPO_ROOT, "locales/en/common.json"), "utf8")) as { login: Record<string, string> };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${Math.round(value)} ms`;

const original = readFileSync(COMPONENT, "utf8");
if (!original.includes(MARK)) throw new Error(`${COMPONENT} no longer has ${MARK}: update scripts/bench-dev.ts`);
const restore = () => writeFileSync(COMPONENT, original);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    restore();
    process.exit(130);
  });
}

/** The page once its scripts are in and the browser has been idle twice. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
}

/** Saves the component with a new attribute SAVES times; the time until the page has it, and whether the page was loaded again. */
async function saves(page: Page): Promise<{ times: number[]; reloads: number }> {
  const times: number[] = [];
  let reloads = 0;
  page.on("load", () => reloads++);
  for (let i = 0; i < SAVES; i++) {
    await settled(page);
    const token = `bench-${Date.now()}-${i}`;
    const started = performance.now();
    writeFileSync(COMPONENT, original.replace(MARK, `<div className="cta" data-bench="${token}">`));
    await page.locator(`[data-bench="${token}"]`).waitFor({ state: "attached", timeout: 30_000 });
    times.push(performance.now() - started);
  }
  return { times, reloads };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-dev-"));
let dev: RunningDevServer | undefined;
try {
  const port = await freePort();
  const env = serverEnv({ port, dataDir, extra: { NODE_ENV: "development", LOG_LEVEL: "warn" } });
  rmSync(path.join(REPO_ROOT, ".cache/vite"), { recursive: true, force: true });

  dev = await startNpmRunDev(env);
  const fresh = dev.firstOkMs;
  await dev.stop();

  const db = createDb({ dataDir });
  try {
    await upsertEditor(db, EDITOR);
  } finally {
    await db.destroy();
  }
  dev = await startNpmRunDev(env);
  const warm = dev.firstOkMs;

  const browser = await launchBrowser();
  let visitor: Awaited<ReturnType<typeof saves>>;
  let editor: Awaited<ReturnType<typeof saves>>;
  try {
    const visitorPage = await browser.newPage();
    await visitorPage.goto(`${dev.url}/`);
    visitor = await saves(visitorPage);
    await visitorPage.close(); // it would load again on every save below, beside the editor's update

    const editorPage = await (await browser.newContext()).newPage();
    await editorPage.goto(`${dev.url}/login?redirectTo=${encodeURIComponent("/?draft=true")}`);
    await editorPage.getByLabel(strings.login.email).fill(EDITOR.email);
    await editorPage.getByLabel(strings.login.password).fill(EDITOR.password);
    await editorPage.getByRole("button", { name: strings.login.submit }).click();
    await editorPage.waitForURL(`${dev.url}/?draft=true`);
    await editorPage.locator(".editor-banner").waitFor();
    editor = await saves(editorPage);
  } finally {
    restore();
    await browser.close();
  }

  const load = os.loadavg().map((value) => value.toFixed(1)).join(" ");
  console.log(`npm run dev, ${os.cpus().length} cores, load average now ${load}`);
  console.log(`first 200 on /, fresh (new database, no Vite cache): ${ms(fresh)}`);
  console.log(`first 200 on /, second start:                      ${ms(warm)}`);
  console.log(`save → browser shows it, visitor's / (page loaded again): median ${ms(median(visitor.times))}, max ${ms(Math.max(...visitor.times))} (${SAVES} saves, ${visitor.reloads} loads)`);
  console.log(`save → browser shows it, editor's draft (in place):     median ${ms(median(editor.times))}, max ${ms(Math.max(...editor.times))} (${SAVES} saves, ${editor.reloads} loads)`);
} finally {
  restore();
  await dev?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
