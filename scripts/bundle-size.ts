// npm run bundle-size — the visitor JavaScript each page really loads, gzipped.
// Starts the production build (build/main.js) on a free port with a fresh embedded database,
// opens each page in Chromium as an anonymous visitor, waits for the network to settle (lazy
// chunks such as the slider or the chart load then), and gzips every JS file it fetched from
// build/client. Prints per page: total, and per chunk with the libraries it contains.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { launchBrowser } from "../tests/e2e/support/browser";
import { assertBuilt, freePort, REPO_ROOT, serverEnv, startServer } from "../tests/e2e/support/server";

const PAGES = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/styleguide", "/company", "/products/catalog", "/newsroom/blog"];
/** Libraries recognised in a chunk by a marker string they carry (minified code keeps these). */
const LIBRARIES: [string, RegExp][] = [
  ["react-dom", /react-dom\.production|__SECRET_INTERNALS_DO_NOT_USE/],
  ["remix", /__remixContext|__reactRouterVersion|@remix-run/],
  ["i18next", /i18next/],
  // Markers from inside each library's own code (class names in our markup would mislead).
  ["splide", /EVENT_ARROWS_MOUNTED/],
  ["apexcharts", /ApexCharts/],
  ["altcha", /customElements\.define\("altcha-widget"/],
  ["sortablejs", /sortable-chosen|Sortable\.mount/],
  ["conform", /@conform-to|__intent__|getSubmissionContext/],
  ["zod", /ZodError/],
];
/** Editor-only libraries that must never reach a visitor (DESIGN.md §5). */
// conform + zod do load on pages with a public form (client-side validation, issue #6), lazily.
const EDITOR_ONLY = new Set(["sortablejs"]);

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
    // Lazy chunks (slider, chart, captcha) load after hydration and when modules scroll into view.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    await page.close();
    let total = 0;
    const rows: string[] = [];
    const found = new Set<string>();
    for (const script of [...scripts].sort()) {
      const source = readFileSync(path.join(REPO_ROOT, "build/client", script));
      const gzipped = gzipSync(source, { level: 9 }).length;
      total += gzipped;
      const text = source.toString("utf8");
      const libraries = LIBRARIES.filter(([, marker]) => marker.test(text)).map(([name]) => name);
      libraries.forEach((l) => found.add(l));
      rows.push(`    ${kb(gzipped).padStart(9)}  ${path.basename(script)}${libraries.length ? `  [${libraries.join(", ")}]` : ""}`);
    }
    const editorOnly = [...found].filter((l) => EDITOR_ONLY.has(l));
    if (editorOnly.length) failed = true;
    console.log(`${pagePath}: ${kb(total)} gzipped JavaScript in ${scripts.size} files${editorOnly.length ? `  EDITOR-ONLY CODE: ${editorOnly.join(", ")}` : ""}`);
    console.log(rows.join("\n"));
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
