import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "../support/test-db";
import { freePort, serverEnv, startServer, type RunningServer } from "./support/server";

// Render slots (ADR 019), on a server that renders one page at a time: what waits for a render
// is only what needs one.

let server: RunningServer;
let database: TestDatabase | undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "sensorsite-e2e-slots-"));

beforeAll(async () => {
  const serverUrl = testDatabaseUrl();
  if (serverUrl) database = await createTestDatabase(serverUrl, "e2e");
  server = await startServer(serverEnv({ port: await freePort(), dataDir, databaseUrl: database?.url, extra: { RENDER_CONCURRENCY: "1" } }));
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Fires `count` GETs of distinct URLs (each a render) at once; each response is read to the end. */
function renders(count: number, pathFor: (i: number) => string): Promise<Response[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      fetch(server.url + pathFor(i)).then(async (response) => {
        await response.arrayBuffer();
        return response;
      }),
    ),
  );
}

describe("render slots", () => {
  it("answers a cached page and /healthz while renders wait their turn", async () => {
    await fetch(server.url + "/").then((r) => r.arrayBuffer());
    // 48 visitors searching without pause: a search always waits for its turn.
    let answered = 0;
    let searching = true;
    const statuses = new Set<number>();
    const visitors = Array.from({ length: 48 }, async (_, visitor) => {
      for (let n = 0; searching; n++) {
        const response = await fetch(`${server.url}/search?q=humidity%20sensor&v=${visitor}&n=${n}`);
        await response.arrayBuffer();
        statuses.add(response.status);
        answered++;
      }
    });
    while (answered < 48) await new Promise((resolve) => setTimeout(resolve, 20));

    const during = async (pathname: string) => {
      const before = answered;
      const response = await fetch(server.url + pathname);
      await response.arrayBuffer();
      return { response, searchesAnswered: answered - before };
    };
    const hit = await during("/");
    const health = await during("/healthz");
    searching = false;
    await Promise.all(visitors);

    expect(hit.response.headers.get("x-page-cache")).toBe("hit");
    expect(health.response.status).toBe(200);
    expect([...statuses]).toEqual([200]);
    // With one slot, at most the render running when each arrived (and the next) finishes
    // first. Without slots the 48 renders share every turn of the event loop, and several
    // finish before a hit is read.
    expect(hit.searchesAnswered).toBeLessThanOrEqual(3);
    expect(health.searchesAnswered).toBeLessThanOrEqual(3);
  }, 60_000);

  it("refuses a GET with 503 and Retry-After once 64 renders wait for its one slot, and renders the rest", async () => {
    const responses = await renders(200, (i) => `/search?q=sensor&n=${i}`);
    const refused = responses.filter((r) => r.status === 503);
    const rendered = responses.filter((r) => r.status === 200);

    expect(refused.length).toBeGreaterThan(0);
    // One rendering and 64 waiting were accepted when the last ones arrived; more if some finished.
    expect(rendered.length).toBeGreaterThanOrEqual(65);
    expect(rendered.length + refused.length).toBe(200);
    const busy = refused[0];
    expect(busy.headers.get("retry-after")).toBe("5");
    expect(busy.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(busy.headers.get("x-content-type-options")).toBe("nosniff");
    expect(busy.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await fetch(server.url + "/search?q=sensor&after=busy").then((r) => r.status)).toBe(200);
  }, 120_000);
});
