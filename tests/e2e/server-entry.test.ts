import { request as httpRequest } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "../support/test-db";
import { freePort, serverEnv, startServer, type RunningServer } from "./support/server";

// Issue 20.1, 20.2 and 20.7 at the server's entry, on a server of its own: PUBLIC_URL names an
// origin other than the one the test connects to, and this machine is a trusted proxy, so neither
// the Host header nor X-Forwarded-Proto can be what absolute URLs are built from.

const PUBLIC_URL = "https://www.vireo.test";
let server: RunningServer;
let port: number;
let database: TestDatabase | undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "sensorsite-e2e-entry-"));
const sockets: Socket[] = [];

beforeAll(async () => {
  const serverUrl = testDatabaseUrl();
  if (serverUrl) database = await createTestDatabase(serverUrl, "e2e");
  port = await freePort();
  server = await startServer(
    serverEnv({ port, dataDir, databaseUrl: database?.url, extra: { PUBLIC_URL, TRUSTED_PROXIES: "127.0.0.1,::1" } }),
    240_000,
  );
}, 300_000); // a first start migrates and seeds its database: slow on a loaded machine

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await server?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A request through node:http, headers exactly as given (Host included). */
function send(pathname: string, { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: pathname, method, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

function open(): Socket {
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => {});
  sockets.push(socket);
  return socket;
}

/** The status of the first response on a raw connection, once its status line has come. */
function statusOf(socket: Socket): Promise<number> {
  return new Promise((resolve) => {
    let received = "";
    const onData = (chunk: Buffer) => {
      received += chunk.toString("latin1");
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (match) {
        socket.off("data", onData);
        resolve(Number(match[1]));
      }
    };
    socket.on("data", onData);
  });
}

async function raw(requestText: string): Promise<number> {
  const socket = open();
  const status = statusOf(socket);
  socket.write(requestText);
  return status;
}

const absoluteUrls = (html: string) => ({
  canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "",
  alternates: [...html.matchAll(/<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/g)].map((m) => m[1]),
});

describe("the request target and the site's origin (issue 20.1)", () => {
  it.each([
    ["a protocol-relative target", "GET //evil.example/company?p=1 HTTP/1.1"],
    ["an absolute-form target", "GET http://evil.example/company?p=1 HTTP/1.1"],
    ["a backslash target", "GET /\\evil.example/company?p=1 HTTP/1.1"],
    ["an asterisk", "OPTIONS * HTTP/1.1"],
  ])("refuses %s with 400", async (_name, line) => {
    expect(await raw(`${line}\r\nHost: 127.0.0.1:${port}\r\n\r\n`)).toBe(400);
  });

  it("builds canonical and hreflang URLs from PUBLIC_URL whatever Host and X-Forwarded-Proto say, in one cache entry", async () => {
    const first = await send("/de?p=1", { headers: { Host: "evil.example", "X-Forwarded-Proto": "http" } });
    expect(first.status).toBe(200);
    const urls = absoluteUrls(first.body);
    expect(urls.canonical).toBe(`${PUBLIC_URL}/de`);
    expect(urls.alternates.length).toBeGreaterThan(1);
    for (const url of urls.alternates) expect(url.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    const again = await send("/de?p=1", { headers: { Host: `127.0.0.1:${port}`, "X-Forwarded-Proto": "https" } });
    expect(again.headers["x-page-cache"]).toBe("hit");
    expect(absoluteUrls(again.body)).toEqual(urls);
  });

  it("writes robots.txt and sitemap.xml with PUBLIC_URL for any Host", async () => {
    const robots = await send("/robots.txt", { headers: { Host: "evil.example:8080" } });
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(robots.body).not.toContain("evil.example");
    const sitemap = await send("/sitemap.xml", { headers: { Host: "evil.example" } });
    const locations = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locations.length).toBeGreaterThan(0);
    for (const loc of locations) expect(loc.startsWith(`${PUBLIC_URL}/sitemaps/`)).toBe(true);
    expect(sitemap.body).not.toContain("evil.example");
    const child = await send(new URL(locations[0]).pathname, { headers: { Host: "evil.example" } });
    const pages = [...child.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(pages.length).toBeGreaterThan(0);
    for (const loc of pages) expect(loc.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    expect(child.body).not.toContain("evil.example");
  });
});

describe("methods, media types and bodies (issue 20.2)", () => {
  it("answers TRACE and other unsupported methods 405 with Allow", async () => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const reply = await send("/", { method });
      expect(reply.status, method).toBe(405);
      expect(reply.headers.allow).toBe("GET, HEAD, POST");
    }
  });

  it("answers a POST with content of a wrong or missing Content-Type 415", async () => {
    const body = Buffer.from("a=1");
    expect((await send("/api/forms/submit", { method: "POST", body, headers: { "Content-Type": "text/plain" } })).status).toBe(415);
    expect((await send("/api/forms/submit", { method: "POST", body, headers: { "Content-Type": "application/json" } })).status).toBe(415);
    expect((await send("/api/forms/submit", { method: "POST", body, headers: { "Content-Length": "3" } })).status).toBe(415);
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    expect((await send("/api/forms/submit", { method: "POST", body, headers: form })).status).not.toBe(415);
  });

  it("answers 413 to a chunked 8 MB body to /api/forms/submit as soon as the limit passes", async () => {
    const socket = open();
    const status = statusOf(socket);
    socket.write(`POST /api/forms/submit HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`);
    const chunk = Buffer.alloc(16 * 1024, "a");
    const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]);
    // The first megabyte of the 8 (4× the limit), then nothing: the body never ends, so only an
    // answer given while it streams, on the bytes counted so far, can come.
    for (let sent = 0; sent < 1024 * 1024; sent += chunk.length) socket.write(frame);
    expect(await status).toBe(413);
  });

  it("bounds the sign-in body", async () => {
    const body = new URLSearchParams({ email: "a@example.com", password: "x".repeat(40_000) }).toString();
    const reply = await send("/login", { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(reply.status).toBe(413);
  });

  it("answers 408 to a body trickling at 1 byte/s", async () => {
    const socket = open();
    const status = statusOf(socket);
    socket.write(`POST /api/forms/submit HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 200\r\n\r\n`);
    const trickle = setInterval(() => socket.write("a"), 1000);
    try {
      expect(await status).toBe(408);
    } finally {
      clearInterval(trickle);
    }
  });

  it("renders pages while 8 connections trickle their bodies: a body is read before it takes a render slot", async () => {
    // 200 kB at 5 kB/s: above the minimum rate, so these bodies keep coming for the whole test.
    const tricklers = Array.from({ length: 8 }, () => {
      const socket = open();
      let answered = false;
      void statusOf(socket).then(() => (answered = true));
      socket.write(`POST /api/forms/submit HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 200000\r\n\r\n`);
      const timer = setInterval(() => socket.write(Buffer.alloc(1250, "a")), 250);
      return { socket, timer, answered: () => answered };
    });
    try {
      // Uncached renders (a new query each), more than there are render slots.
      const pages = await Promise.all(Array.from({ length: 6 }, (_, i) => send(`/search?q=trickle${i}`)));
      expect(pages.map((p) => p.status)).toEqual(Array(6).fill(200));
      expect(tricklers.filter((t) => t.answered())).toEqual([]);
    } finally {
      for (const t of tricklers) {
        clearInterval(t.timer);
        t.socket.destroy();
      }
    }
  });
});

describe("the access log (issue 20.7)", () => {
  // Last: it stops the server.
  it("is written asynchronously and loses no line on SIGTERM", async () => {
    const ids = Array.from({ length: 300 }, (_, i) => `entry-flush-${i}`);
    for (let i = 0; i < ids.length; i += 30) {
      await Promise.all(ids.slice(i, i + 30).map((id) => send("/", { headers: { "X-Request-Id": id } })));
    }
    const result = await server.stop();
    expect(result.code).toBe(0);
    const logged = new Set(
      result.output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => "status" in line)
        .map((line) => line.reqId),
    );
    expect(ids.filter((id) => !logged.has(id))).toEqual([]);
  });
});
