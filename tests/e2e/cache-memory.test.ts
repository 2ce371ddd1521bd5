import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "../support/test-db";
import { freePort, serverEnv, startServer, type RunningServer } from "./support/server";

// Issue 27 item 1: anonymous requests with made-up query strings must not fill the server's memory.
// Its own server, so the resident set measured is this test's alone (Linux: /proc/<pid>/status).

const REQUESTS = { sitemap: 300, home: 250, listing: 50 };
const MAX_GROWTH_MB = 150;
const LISTING = "/company/news/press-releases-and-news";
// Room for the seeded sitemap (under 1 MB: an entry may take an eighth) and for the eviction test to fill quickly.
const BUDGET = 12 * 1024 * 1024;

let server: RunningServer;
let database: TestDatabase | undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "sensorsite-e2e-cache-memory-"));

beforeAll(async () => {
  const serverUrl = testDatabaseUrl();
  if (serverUrl) database = await createTestDatabase(serverUrl, "e2e");
  const env = serverEnv({ port: await freePort(), dataDir, databaseUrl: database?.url, extra: { PAGE_CACHE_BYTES: String(BUDGET) } });
  server = await startServer(env);
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function residentMb(pid: number): number {
  const found = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!found) throw new Error(`no VmRSS for process ${pid}`);
  return Number(found[1]) / 1024;
}

async function get(pathAndQuery: string, encoding = "gzip") {
  const response = await fetch(server.url + pathAndQuery, { headers: { "accept-encoding": encoding } });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { status: response.status, reqId: response.headers.get("x-request-id") ?? "", cache: response.headers.get("x-page-cache"), bytes };
}

/** Runs the requests four at a time, as a small crawler would. */
async function getAll(paths: string[]): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < paths.length) statuses.push((await get(paths[next++])).status);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return statuses;
}

/** The access line of one request, waiting up to a second for it (written once the response closed). */
async function accessLineOf(reqId: string): Promise<Record<string, unknown> | undefined> {
  const deadline = Date.now() + 1000;
  for (;;) {
    const line = server.logs().find((l) => l.reqId === reqId && "status" in l);
    if (line || Date.now() > deadline) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(process.platform === "linux")("page cache memory under made-up query strings", () => {
  it("grows the server's resident memory by less than 150 MB over 600 GETs with distinct query strings", { timeout: 300_000 }, async () => {
    // Warm up: the first render of each page, the route modules, the database's own caches.
    await getAll(["/sitemap.xml", "/", `${LISTING}?page=2`, "/robots.txt"]);
    const before = residentMb(server.pid);
    const paths = [
      ...Array.from({ length: REQUESTS.sitemap }, (_, i) => `/sitemap.xml?x=${i + 1}`),
      ...Array.from({ length: REQUESTS.home }, (_, i) => `/?utm_source=mail${i}&fbclid=IwAR${i}`),
      ...Array.from({ length: REQUESTS.listing }, (_, i) => `${LISTING}?page=2&utm_campaign=c${i}&ref=${i}`),
    ];
    const statuses = await getAll(paths);
    const after = residentMb(server.pid);
    console.info(`cache-memory: RSS ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after ${paths.length} GETs`);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(after - before).toBeLessThan(MAX_GROWTH_MB);
  });

  it("serves /sitemap.xml and /robots.txt once whatever the query", async () => {
    await get("/sitemap.xml?first=1");
    const sitemap = await get("/sitemap.xml?second=2");
    await get("/robots.txt?a=1");
    const robots = await get("/robots.txt?b=2");
    expect(await accessLineOf(sitemap.reqId)).toEqual(expect.objectContaining({ path: "/sitemap.xml", status: 200, cache: "hit" }));
    expect(await accessLineOf(robots.reqId)).toEqual(expect.objectContaining({ path: "/robots.txt", status: 200, cache: "hit" }));
  });

  it("serves a page with tracking parameters from the entry of the page without them", async () => {
    await get("/de");
    const tracked = await get("/de?utm_medium=social&fbclid=abc&gclid=xyz");
    expect(await accessLineOf(tracked.reqId)).toEqual(expect.objectContaining({ path: "/de", status: 200, cache: "hit" }));
  });

  it("keeps at most PAGE_CACHE_BYTES of pages with distinct real parameters, the least recently used leaving first", async () => {
    const pageBytes = (await get("/?form_success=size", "identity")).bytes;
    const distinct = Math.ceil(BUDGET / pageBytes) + 10; // more than the budget holds, counting the plain bodies alone
    const paths = Array.from({ length: distinct }, (_, i) => `/?form_success=f${i}`);
    expect(await getAll(paths)).toEqual(paths.map(() => 200));
    expect((await get(paths.at(-1)!)).cache).toBe("hit");
    expect((await get(paths[0])).cache).toBe("miss");
  });
});
