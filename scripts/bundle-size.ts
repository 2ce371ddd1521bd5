// npm run bundle-size — the visitor JavaScript each page really loads, gzipped.
// Starts the production build (build/main.js) on a free port with a fresh embedded database,
// opens each page in Chromium as an anonymous visitor, waits for the network to settle (lazy
// chunks such as the slider or the chart load then), and gzips every JS file it fetched from
// build/client. Prints per page: total, and per chunk with the libraries it contains. Exits 1
// when a page is over its budget or loads code it must not (scripts/bundle-budget.ts,
// docs/performance.md).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { launchBrowser } from "../tests/e2e/support/browser";
import { BUDGETS_KB, budgetProblems, librariesIn } from "./bundle-budget";
import { assertBuilt, freePort, REPO_ROOT, serverEnv, startServer } from "../tests/e2e/support/server";

const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/imprint", "/styleguide", "/company", "/products/catalog", "/newsroom/blog"];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

assertBuilt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bundle-size-"));
const browser = await launchBrowser();
const server = await startServer(serverEnv({ port: await freePort(), dataDir }));
let failed = false;
try {
  for (const pagePath of PAGES) {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.origin === new URL(server.url).origin && url.pathname.endsWith(".js")) scripts.add(url.pathname);
    });
    await page.goto(server.url + pagePath, { waitUntil: "networkidle" });
    // Lazy chunks (renderers, slider, chart, captcha) load as modules come near the viewport
    // (ADR 014): scroll through the whole page a screen at a time, as a reader would.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, document.body.scrollHeight);
    });
    await page.waitForLoadState("networkidle");
    const hasPublicForm = (await page.locator("form.public-form").count()) > 0;
    await page.close();
    let total = 0;
    const rows: string[] = [];
    const found = new Set<string>();
    for (const script of [...scripts].sort()) {
      const source = readFileSync(path.join(REPO_ROOT, "build/client", script));
      const gzipped = gzipSync(source, { level: 9 }).length;
      total += gzipped;
      const libraries = librariesIn(source.toString("utf8"));
      libraries.forEach((l) => found.add(l));
      rows.push(`    ${kb(gzipped).padStart(9)}  ${path.basename(script)}${libraries.length ? `  [${libraries.join(", ")}]` : ""}`);
    }
    const problems = budgetProblems({ path: pagePath, bytes: total, libraries: found, hasPublicForm });
    if (problems.length) failed = true;
    const budget = BUDGETS_KB[pagePath] === undefined ? "" : ` (budget ${BUDGETS_KB[pagePath]} KB)`;
    console.log(`${pagePath}: ${kb(total)} gzipped JavaScript in ${scripts.size} files${budget}`);
    console.log(rows.join("\n"));
    for (const problem of problems) console.log(`  FAIL ${problem}`);
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
