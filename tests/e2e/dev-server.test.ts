import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertEditor } from "../../app/auth/users.server";
import { LANGUAGE_OF, type Locale } from "../../app/i18n/locales";
import { createDb } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { seedIfEmpty } from "../../db/seed";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "../support/test-db";
import { EDITOR } from "./editor-fixtures";
import { launchBrowser } from "./support/browser";
import { sessionCookie } from "./support/editor-session";
import { freePort, serverEnv, startNpmRunDev, type RunningDevServer } from "./support/server";
import { text } from "./support/site";
import { reindexAll } from "../../app/content/search-index.server";
import { moduleSamples } from "../../app/modules/samples.generated";

// `npm run dev` (issue 29, ADR 034): the real command starts server/main.ts with Vite in
// middleware mode, on the same database start, request context and routes as `npm start`. It
// once answered 500 "Database not initialised" for every page; this keeps it working.

let dev: RunningDevServer;
let database: TestDatabase | undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "sensorsite-e2e-dev-"));
/** The home page's title per locale, as stored by the seed. */
const homeTitles = new Map<string, string>();

beforeAll(async () => {
  const serverUrl = testDatabaseUrl();
  if (serverUrl) database = await createTestDatabase(serverUrl, "e2e");
  const db = createDb({ databaseUrl: database?.url, dataDir });
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db, reindexAll, moduleSamples);
    await upsertEditor(db, EDITOR);
    const rows = await db.selectFrom("page_translations").select(["locale", "title"]).where("path", "=", "").where("site", "=", "main").execute();
    for (const row of rows) homeTitles.set(row.locale, row.title);
  } finally {
    await db.destroy(); // a PGlite folder can be open in one process only
  }
  const port = await freePort();
  dev = await startNpmRunDev(serverEnv({ port, dataDir, databaseUrl: database?.url, extra: { NODE_ENV: "development" } }));
}, 240_000);

afterAll(async () => {
  await dev?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function get(pathAndQuery: string, headers: Record<string, string> = {}) {
  const response = await fetch(dev.url + pathAndQuery, { headers, redirect: "manual" });
  return { response, body: await response.text() };
}

/** Processes of a process group that still run (not zombies waiting for init to reap them), from /proc. */
function livingMembersOf(pgid: number): string[] {
  const living: string[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    // "pid (comm) state ppid pgrp …": comm may hold spaces, so split after its closing parenthesis.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(pgrp) === pgid && state !== "Z") living.push(`${pid} ${stat.slice(0, stat.lastIndexOf(")") + 1)}`);
  }
  return living;
}

describe("npm run dev", () => {
  it.each([
    ["/", "en"],
    ["/de", "de"],
  ] as const)("answers %s with 200, its localized <title> and <html lang>", async (pathname, locale: Locale) => {
    const { response, body } = await get(pathname);
    expect(response.status, body.slice(0, 500)).toBe(200);
    expect(/<html lang="([^"]+)"/.exec(body)?.[1]).toBe(LANGUAGE_OF[locale]);
    expect(homeTitles.get(locale)).toBeTruthy();
    expect(/<title>([^<]*)<\/title>/.exec(body)?.[1]).toBe(`${homeTitles.get(locale)} | Vireo Sensors`);
  });

  it("renders the UI strings of locales/ (the German sign-in screen)", async () => {
    const { response, body } = await get("/de/login");
    expect(response.status).toBe(200);
    expect(body).toContain(`<title>${text("de", "login.title")} | Vireo Sensors</title>`);
    expect(body).toContain(text("de", "login.submit"));
  });

  it("puts Vite's client in the page and serves it, with the security headers and the page cache off", async () => {
    const { response, body } = await get("/");
    expect(body).toContain('import { createHotContext } from "/@vite/client"');
    expect(response.headers.get("x-page-cache")).toBeNull();
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    // The only relaxation: Vite's HMR websocket on the page's origin. Scripts still need the nonce.
    expect(csp).toContain(`connect-src 'self' ws://127.0.0.1:${new URL(dev.url).port}`);
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+';/);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(body).toContain(`<script type="module" nonce="${nonce}">import { createHotContext }`);
    for (const name of ["x-content-type-options", "x-frame-options", "referrer-policy", "cross-origin-opener-policy"]) {
      expect(response.headers.get(name), name).toBeTruthy();
    }

    const client = await get("/@vite/client");
    expect(client.response.status).toBe(200);
    expect(client.response.headers.get("content-type")).toMatch(/javascript/);
    expect(client.response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(client.body).toContain("createHotContext");
  });

  it("signs an editor in and shows the draft of / with the DRAFT banner", async () => {
    const cookie = await sessionCookie(dev.url);
    const { response, body } = await get("/?draft=true", { cookie });
    expect(response.status).toBe(200);
    expect(body).toContain(`<p class="editor-banner" role="status">${text("en", "toolbar.draftBanner", "editor")}</p>`);
  });

  it("connects the browser to Vite's HMR websocket under the policy, without a violation", async () => {
    let browser: Browser | undefined;
    try {
      browser = await launchBrowser();
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      const connected = page.waitForEvent("console", { predicate: (message) => message.text() === "[vite] connected.", timeout: 60_000 });
      await page.goto(`${dev.url}/`);
      await connected;
      expect(problems).toEqual([]);
    } finally {
      await browser?.close();
    }
  });

  it("stops cleanly on SIGTERM to its process group, Vite's watcher and websocket included", async () => {
    const result = await dev.stop();
    expect(result.output).toContain("SIGTERM received, shutting down");
    expect(result.output).not.toMatch(/"level":(50|60)/); // no error or fatal line in the whole run
    // npm, node and Vite's esbuild service (which ends when node's pipe to it closes) all end.
    await expect.poll(() => livingMembersOf(dev.pid), { timeout: 10_000 }).toEqual([]);
  });
});
