import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "../support/test-db";
import { freePort, serverEnv, startServer, type RunningServer } from "./support/server";

// The production server's stdout: JSON lines only, one access line per request with its id
// (ADR 009). Its own server, since the shared one's output is not readable from a test.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let server: RunningServer;
let database: TestDatabase | undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "sensorsite-e2e-logs-"));

beforeAll(async () => {
  const serverUrl = testDatabaseUrl();
  if (serverUrl) database = await createTestDatabase(serverUrl, "e2e");
  server = await startServer(serverEnv({ port: await freePort(), dataDir, databaseUrl: database?.url }));
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The log lines of one request, waiting up to a second for its access line (written once the response closed). */
async function linesOf(reqId: string, accessLevel = "info"): Promise<Record<string, unknown>[]> {
  const deadline = Date.now() + 1000;
  for (;;) {
    const lines = server.logs().filter((line) => line.reqId === reqId);
    if (lines.some((line) => line.level === accessLevel && "status" in line) || Date.now() > deadline) return lines;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function get(pathAndQuery: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + pathAndQuery, { headers });
  const body = await response.arrayBuffer();
  return { response, body, reqId: response.headers.get("x-request-id") ?? "" };
}

describe("request ids and access lines", () => {
  it("keeps a valid incoming X-Request-Id, echoes it, and logs one JSON access line with it", async () => {
    const { response, reqId } = await get("/", { "X-Request-Id": "e2e-check.1_A" });
    expect(response.status).toBe(200);
    expect(reqId).toBe("e2e-check.1_A");
    const access = (await linesOf(reqId)).filter((line) => "status" in line);
    expect(access).toEqual([
      expect.objectContaining({ level: "info", reqId, method: "GET", path: "/", status: 200, cache: "miss", msg: "GET / 200" }),
    ]);
    expect(access[0].durationMs).toEqual(expect.any(Number));
    // Bytes on the wire: the status line, the headers and the (here gzipped) body.
    const sentBody = Number(response.headers.get("content-length"));
    expect(sentBody).toBeGreaterThan(1000);
    expect(access[0].bytes as number).toBeGreaterThan(sentBody);
    expect(access[0].bytes as number).toBeLessThan(sentBody + 4096);
  });

  it("replaces an incoming id that is too long or has other characters with a fresh UUID", async () => {
    for (const bad of ["x".repeat(65), "has space", "a,b", "\"quoted\""]) {
      const { reqId } = await get("/", { "X-Request-Id": bad });
      expect(reqId).toMatch(UUID);
      expect(server.output()).not.toContain(bad);
    }
    const { reqId } = await get("/");
    expect(reqId).toMatch(UUID);
  });

  it("says whether the page cache answered", async () => {
    await get("/de");
    const { response, reqId } = await get("/de");
    expect(response.headers.get("x-page-cache")).toBe("hit");
    expect(await linesOf(reqId)).toContainEqual(expect.objectContaining({ path: "/de", status: 200, cache: "hit" }));
  });

  it("logs the path and the names of the query parameters, never their values", async () => {
    const { reqId } = await get("/search?q=jane.doe%40example.com&page=2&q=again");
    expect(await linesOf(reqId)).toContainEqual(expect.objectContaining({ path: "/search", query: "q,page" }));
    expect(server.output()).not.toContain("jane.doe");
    expect(server.output()).not.toContain("again");
  });

  it("gives a line logged inside a Remix loader the request's id", async () => {
    // The style guide's video module asks the oEmbed endpoint, a closed port here: the loader warns.
    const { response, reqId } = await get("/styleguide");
    expect(response.status).toBe(200);
    const lines = await linesOf(reqId);
    expect(lines).toContainEqual(expect.objectContaining({ level: "warn", msg: expect.stringContaining("[video-group] oEmbed lookup failed") }));
    expect(lines).toContainEqual(expect.objectContaining({ level: "info", path: "/styleguide", status: 200 }));
  });

  it("logs static files and health checks at debug only, but still gives them an id", async () => {
    const asset = await get("/favicon.ico");
    const health = await get("/healthz");
    expect(asset.response.status).toBe(200);
    expect(health.response.status).toBe(200);
    expect(asset.reqId).toMatch(UUID);
    expect(health.reqId).toMatch(UUID);
    await get("/", { "X-Request-Id": "after-routine" });
    await linesOf("after-routine"); // lines are written in order: the routine ones would be there by now
    expect(server.logs().filter((line) => line.reqId === asset.reqId || line.reqId === health.reqId)).toEqual([]);
  });
});

describe("headers on every kind of answer (server/security-headers.ts)", () => {
  it("gives a cache miss, a hit, a 304, a static file, a health check, a 404 and a refused POST the security headers and a request id", async () => {
    const miss = await get("/kr");
    const hit = await get("/kr");
    const answers = {
      miss,
      hit,
      notModified: await get("/kr", { "If-None-Match": hit.response.headers.get("etag") ?? "" }),
      staticFile: await get("/favicon.ico"),
      health: await get("/healthz"),
      notFound: await get("/no-such-page-here"),
      crossSitePost: await (async () => {
        const response = await fetch(`${server.url}/api/forms/submit`, { method: "POST", headers: { Origin: "https://evil.example" }, body: "x=1" });
        return { response, body: await response.arrayBuffer(), reqId: response.headers.get("x-request-id") ?? "" };
      })(),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([kind, { response }]) => [kind, [response.status, response.headers.get("x-page-cache")]]))).toEqual({
      miss: [200, "miss"],
      hit: [200, "hit"],
      notModified: [304, "hit"],
      staticFile: [200, null],
      health: [200, null],
      notFound: [404, null],
      crossSitePost: [403, null],
    });
    for (const [kind, { response, reqId }] of Object.entries(answers)) {
      const headers = Object.fromEntries(
        ["x-content-type-options", "referrer-policy", "x-frame-options", "cross-origin-opener-policy", "strict-transport-security"].map((name) => [name, response.headers.get(name)]),
      );
      expect({ kind, headers }).toEqual({
        kind,
        headers: {
          "x-content-type-options": "nosniff",
          "referrer-policy": "strict-origin-when-cross-origin",
          "x-frame-options": "SAMEORIGIN",
          "cross-origin-opener-policy": "same-origin",
          "strict-transport-security": "max-age=31536000; includeSubDomains", // NODE_ENV=production
        },
      });
      expect({ kind, reqId }).toEqual({ kind, reqId: expect.stringMatching(UUID) });
    }
    expect(new Set(Object.values(answers).map(({ reqId }) => reqId)).size).toBe(7);
    // Pages also carry their own policy with a fresh nonce; a hit repeats the one it was rendered with.
    expect(hit.response.headers.get("content-security-policy")).toBe(miss.response.headers.get("content-security-policy"));
    expect(hit.response.headers.get("content-security-policy")).toContain("frame-ancestors");
  });
});
