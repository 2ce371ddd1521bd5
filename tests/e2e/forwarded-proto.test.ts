import { request as httpRequest } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "../support/test-db";
import { freePort, serverEnv, startServer, type RunningServer } from "./support/server";

// Behind a TLS-ending proxy (TRUSTED_PROXIES), the visitor's scheme comes from X-Forwarded-Proto:
// absolute URLs in pages (canonical, hreflang) say https, and the page cache keeps the https and
// http renders apart. Its own server, to trust this machine's address as the proxy.

let server: RunningServer;
let database: TestDatabase | undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "sensorsite-e2e-proto-"));

beforeAll(async () => {
  const serverUrl = testDatabaseUrl();
  if (serverUrl) database = await createTestDatabase(serverUrl, "e2e");
  server = await startServer(serverEnv({ port: await freePort(), dataDir, databaseUrl: database?.url, extra: { TRUSTED_PROXIES: "127.0.0.1,::1" } }));
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** GET through node:http, headers exactly as given; the canonical and hreflang URLs of the page. */
function urlsIn(pathname: string, headers: Record<string, string> = {}): Promise<{ cache: string; canonical: string; alternates: string[] }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.url}${pathname}`, { headers }, (res) => {
      let html = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (html += chunk));
      res.on("end", () =>
        resolve({
          cache: String(res.headers["x-page-cache"]),
          canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "",
          alternates: [...html.matchAll(/<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/g)].map((m) => m[1]),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("X-Forwarded-Proto from a trusted proxy", () => {
  it("builds https canonical and hreflang URLs, and never serves the https render to an http request or back", async () => {
    const host = new URL(server.url).host;
    const overTls = await urlsIn("/de", { "X-Forwarded-Proto": "https" });
    expect(overTls.canonical).toBe(`https://${host}/de`);
    expect(overTls.alternates.length).toBeGreaterThan(1);
    for (const url of overTls.alternates) expect(url.startsWith(`https://${host}/`)).toBe(true);

    const plain = await urlsIn("/de");
    expect(plain.canonical).toBe(`http://${host}/de`);
    expect(plain.cache).toBe("miss"); // its own cache entry, not the https one

    expect(await urlsIn("/de", { "X-Forwarded-Proto": "https" })).toEqual({ ...overTls, cache: "hit" });
    expect(await urlsIn("/de", { "X-Forwarded-Proto": "http" })).toEqual({ ...plain, cache: "hit" });
  });
});
