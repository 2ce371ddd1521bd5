import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger, requestLogger } from "../app/lib/logger.server";
import { REQUEST_ID_HEADER, requestIdFor, withRequestLog } from "./request-log";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const lines: Record<string, unknown>[] = [];
const log = createLogger(
  "debug",
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  }),
);

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer(
    withRequestLog(async (req, res, note, reqId) => {
      res.setHeader(REQUEST_ID_HEADER, reqId); // the handler echoes the id it is given, as server/main.ts does
      const url = new URL(req.url ?? "/", "http://test.invalid");
      const requestLog = requestLogger(reqId, log); // as server/main.ts hands the page code
      requestLog.info("inside the handler");
      await new Promise((resolve) => setTimeout(resolve, 5));
      requestLog.warn("after an await");
      if (url.pathname === "/asset.js") note.routine = true;
      if (url.searchParams.has("cached")) note.cache = "hit";
      if (url.pathname === "/hang") return; // answered by nobody: the client gives up
      res.writeHead(url.pathname === "/missing" ? 404 : 200, { "content-type": "text/plain" }).end("hello");
    }, { log }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** All lines of one request, once its access line (the one with a status) is there. */
async function linesOf(reqId: string): Promise<Record<string, unknown>[]> {
  for (let i = 0; i < 100 && !lines.some((line) => line.reqId === reqId && "status" in line); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  return lines.filter((line) => line.reqId === reqId);
}

describe("requestIdFor", () => {
  it("keeps a short id of letters, digits, dot, underscore and dash", () => {
    expect(requestIdFor("abc-DEF_1.2")).toBe("abc-DEF_1.2");
    expect(requestIdFor("x".repeat(64))).toBe("x".repeat(64));
  });

  it("replaces a missing, empty, too long, repeated or odd one with a new UUID", () => {
    for (const bad of [undefined, "", "x".repeat(65), ["a", "b"], "a b", "a,b", 'x"}', "a\nb", "ü"]) {
      expect(requestIdFor(bad)).toMatch(UUID);
    }
    expect(requestIdFor(undefined)).not.toBe(requestIdFor(undefined));
  });
});

describe("withRequestLog", () => {
  it("keeps a valid incoming id, echoes it, and puts it on the handler's lines and the access line", async () => {
    const response = await fetch(`${base}/page`, { headers: { "X-Request-Id": "from-proxy.42" } });
    expect(response.headers.get("x-request-id")).toBe("from-proxy.42");
    expect(await response.text()).toBe("hello");
    const mine = await linesOf("from-proxy.42");
    expect(mine.map((line) => line.msg)).toEqual(["inside the handler", "after an await", "GET /page 200"]);
    expect(mine[2]).toMatchObject({ level: "info", method: "GET", path: "/page", status: 200, durationMs: expect.any(Number) });
    expect(mine[2]).not.toHaveProperty("query");
    expect(mine[2]).not.toHaveProperty("cache");
    expect(mine[2]).not.toHaveProperty("aborted");
    // Status line and headers plus the 5-byte body.
    expect(mine[2].bytes as number).toBeGreaterThan(5 + "HTTP/1.1 200 OK\r\n".length);
  });

  it("replaces an invalid incoming id with a fresh UUID and logs under that", async () => {
    const response = await fetch(`${base}/page`, { headers: { "X-Request-Id": "not valid!" } });
    const reqId = response.headers.get("x-request-id") ?? "";
    expect(reqId).toMatch(UUID);
    await response.text();
    expect((await linesOf(reqId)).map((line) => line.msg)).toEqual(["inside the handler", "after an await", "GET /page 200"]);
    expect(lines.some((line) => line.reqId === "not valid!")).toBe(false);
  });

  it("gives concurrent requests their own ids", async () => {
    const responses = await Promise.all(["one", "two", "three"].map((id) => fetch(`${base}/page`, { headers: { "X-Request-Id": id } })));
    await Promise.all(responses.map((r) => r.text()));
    for (const id of ["one", "two", "three"]) expect(await linesOf(id)).toHaveLength(3);
  });

  it("logs the query's parameter names only, the status, and what the handler noted", async () => {
    const response = await fetch(`${base}/missing?q=secret+words&cached=1&q=more`, { headers: { "X-Request-Id": "q1" } });
    await response.text();
    const access = (await linesOf("q1")).at(-1);
    expect(access).toMatchObject({ path: "/missing", query: "q,cached", status: 404, cache: "hit", msg: "GET /missing 404" });
    expect(JSON.stringify(lines)).not.toContain("secret");
  });

  it("writes routine requests (static files, health checks) at debug", async () => {
    await (await fetch(`${base}/asset.js`, { headers: { "X-Request-Id": "static1" } })).text();
    expect((await linesOf("static1")).at(-1)).toMatchObject({ level: "debug", path: "/asset.js", status: 200 });
  });

  it("marks a response the client gave up on as aborted", async () => {
    await expect(fetch(`${base}/hang`, { headers: { "X-Request-Id": "gone1" }, signal: AbortSignal.timeout(100) })).rejects.toThrow();
    expect((await linesOf("gone1")).at(-1)).toMatchObject({ path: "/hang", aborted: true });
  });
});

describe("withRequestLog with answerAtOnce (page-cache hits)", () => {
  let quick: Server;
  let quickBase: string;
  const handled: string[] = [];

  beforeAll(async () => {
    quick = createServer(
      withRequestLog(
        (req, res, _note, reqId) => {
          handled.push(req.url ?? "");
          res.setHeader(REQUEST_ID_HEADER, reqId);
          res.end("rendered");
        },
        {
          log,
          answerAtOnce: (req, res, reqId) => {
            if (!req.url?.startsWith("/cached")) return undefined;
            res.writeHead(200, ["content-type", "text/plain", REQUEST_ID_HEADER, reqId]).end("from the cache");
            return { cache: "hit" };
          },
        },
      ),
    );
    await new Promise<void>((resolve) => quick.listen(0, "127.0.0.1", resolve));
    quickBase = `http://127.0.0.1:${(quick.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    quick.closeAllConnections();
    await new Promise((resolve) => quick.close(resolve));
  });

  it("logs what it answered at once, with the bytes handed to the socket, and never runs the handler", async () => {
    const response = await fetch(`${quickBase}/cached?q=words`, { headers: { "X-Request-Id": "hit-1" } });
    expect(response.headers.get("x-request-id")).toBe("hit-1");
    expect(await response.text()).toBe("from the cache");
    const mine = await linesOf("hit-1");
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ level: "info", method: "GET", path: "/cached", query: "q", status: 200, cache: "hit", msg: "GET /cached 200" });
    expect(mine[0]).not.toHaveProperty("aborted");
    expect(mine[0].bytes as number).toBeGreaterThan("from the cache".length + "HTTP/1.1 200 OK\r\n".length);
    expect(handled).toEqual([]);
  });

  it("leaves what it does not answer to the handler, logged when the response closes", async () => {
    const response = await fetch(`${quickBase}/other`, { headers: { "X-Request-Id": "miss-1" } });
    expect(await response.text()).toBe("rendered");
    expect(handled).toEqual(["/other"]);
    const access = (await linesOf("miss-1")).at(-1);
    expect(access).toMatchObject({ path: "/other", status: 200 });
    expect(access).not.toHaveProperty("cache");
  });
});
