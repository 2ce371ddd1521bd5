import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { EDITOR } from "./editor-fixtures";
import { startNginx, type RunningNginx } from "./support/nginx";
import { freePort, serverEnv, startServer, type RunningServer } from "./support/server";
import { baseUrl, text } from "./support/site";

// deploy/nginx.conf, as docs/deployment.md ships it, in front of the built server: on
// PostgreSQL two instances, on the embedded database the one the global setup started. Only
// the placeholders (upstream addresses, listen port, paths) are filled in by the test.
const databaseUrl = inject("databaseUrl");
const PATH = "/e2e-nginx";
const ed = (key: string) => text("en", key, "editor");

let nginx: RunningNginx;
let second: RunningServer | undefined;
const secondDir = mkdtempSync(path.join(os.tmpdir(), "sensorsite-nginx-second-"));

type Reply = { status: number; headers: IncomingHttpHeaders; raw: Buffer; body: string };
type SendOptions = { method?: string; headers?: Record<string, string>; body?: string | Buffer };

/** One HTTP/1.1 request through node:http: headers exactly as given (no implicit Accept-Encoding), the body as sent. */
function sendTo(base: string, pathname: string, options: SendOptions = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${pathname}`, { method: options.method ?? "GET", headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers["content-encoding"] === "gzip" ? gunzipSync(raw).toString() : raw.toString();
        resolve({ status: res.statusCode!, headers: res.headers, raw, body });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

const send = (pathname: string, options?: SendOptions) => sendTo(nginx.url, pathname, options);
const cacheStatus = (reply: Reply) => reply.headers["x-cache-status"];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The two TEXT_BLOCKs of the test page, in the order the HTML shows them. */
function blockOrder(html: string): string[] {
  return [...html.matchAll(/<p>(First block|Second block)<\/p>/g)].map((m) => m[1]);
}

async function signIn(): Promise<string> {
  const reply = await send("/login", {
    method: "POST",
    headers: { Origin: nginx.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: EDITOR.email, password: EDITOR.password, redirectTo: PATH }).toString(),
  });
  expect(reply.status).toBe(302);
  const cookie = reply.headers["set-cookie"]?.[0]?.split(";")[0];
  expect(cookie).toMatch(/^__session=/);
  return cookie!;
}

/** A POST of the editor's no-JavaScript forms (to the editor's action route for the page), through nginx. */
async function editorPost(cookie: string, fields: Record<string, string>): Promise<Reply> {
  const pageId = /data-page-id="(\d+)"/.exec((await send(PATH, { headers: { Cookie: cookie } })).body)?.[1];
  if (!pageId) throw new Error("the page carries no page id");
  return send(`/editor/pages/${pageId}`, {
    method: "POST",
    headers: { Origin: nginx.url, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, returnTo: `${PATH}?draft=true` }).toString(),
  });
}

async function draftVersion(cookie: string): Promise<{ version: string; firstModule: string }> {
  const html = (await send(`${PATH}?draft=true`, { headers: { Cookie: cookie } })).body;
  const version = /name="version" value="(\d+)"/.exec(html)?.[1];
  const firstModule = /name="moduleId" value="([^"]+)"/.exec(html)?.[1];
  if (!version || !firstModule) throw new Error("the draft page carries no version or module id");
  return { version, firstModule };
}

beforeAll(async () => {
  const upstreams = [new URL(baseUrl()).host];
  if (databaseUrl !== "") {
    second = await startServer(serverEnv({ port: await freePort(), dataDir: secondDir, databaseUrl }));
    upstreams.push(new URL(second.url).host);
  }
  nginx = await startNginx(upstreams);
});

afterAll(async () => {
  const stopped = await nginx?.stop();
  const result = await second?.stop();
  rmSync(secondDir, { recursive: true, force: true });
  expect(stopped?.output ?? "").not.toMatch(/\[(emerg|alert|crit)\]/);
  if (second) expect(result?.code).toBe(0);
});

describe("nginx with deploy/nginx.conf", () => {
  it("serves a published page, then answers from its cache, gzip-compressed as our server sent it", async () => {
    const first = await send(PATH, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    expect(first.status).toBe(200);
    expect(first.body).toContain("<p>First block</p>");
    expect(cacheStatus(first)).toBe("MISS");

    const again = await send(PATH, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(cacheStatus(again)).toBe("HIT");
    expect(again.headers["content-encoding"]).toBe("gzip");
    expect(again.headers.vary).toMatch(/Accept-Encoding/i);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers["cache-control"]).toMatch(/\bpublic\b/); // passed on unchanged to browsers and CDNs
    expect(again.body).toBe(first.body);

    // A client without gzip gets the same page uncompressed (its own copy in the cache).
    const plain = await send(PATH);
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.raw.toString()).toContain("<p>First block</p>");
  });

  it("passes a signed-in editor by the cache and keeps the anonymous copy", async () => {
    const cookie = await signIn(); // a POST through nginx, with its Set-Cookie
    const editor = await send(PATH, { headers: { Cookie: cookie } });
    expect(cacheStatus(editor)).toBe("BYPASS");
    expect(editor.body).toContain(ed("toolbar.editPage"));

    const visitor = await send(PATH, { headers: { "Accept-Encoding": "gzip" } });
    expect(visitor.body).toContain("<p>First block</p>");
    expect(visitor.body).not.toContain(ed("toolbar.editPage"));
  });

  it("keeps no page that is not public", async () => {
    for (const pathname of ["/login", "/healthz"]) {
      await send(pathname);
      const again = await send(pathname);
      expect(again.status).toBe(200);
      expect(cacheStatus(again), pathname).toBe("MISS");
    }
    const health = await send("/healthz");
    expect(JSON.parse(health.body)).toMatchObject({ status: "ok", database: "ok" });
  });

  it("revalidates an expired page with its ETag and gets a 304 from our server", async () => {
    await send(PATH, { headers: { "Accept-Encoding": "gzip" } });
    // Another test file's publish empties the instances' caches; then one revalidation renders anew.
    let revalidated = false;
    for (let attempt = 0; attempt < 4 && !revalidated; attempt++) {
      await sleep(2500); // the config keeps pages fresh for 2 s
      const stale = await send(PATH, { headers: { "Accept-Encoding": "gzip" } });
      expect(stale.status).toBe(200);
      expect(stale.body).toContain("<p>First block</p>");
      const deadline = Date.now() + 3000;
      while (!revalidated && Date.now() < deadline) {
        revalidated = /"GET \/e2e-nginx HTTP\/1\.1" \d+ \d+ cache=REVALIDATED upstream=\S+\/304 /.test(nginx.accessLog());
        if (!revalidated) await sleep(100);
      }
    }
    expect(revalidated, nginx.accessLog()).toBe(true);
  });

  it("shows a publish within a few seconds, and caches the new version", async () => {
    expect(blockOrder((await send(PATH, { headers: { "Accept-Encoding": "gzip" } })).body)).toEqual(["First block", "Second block"]);

    const cookie = await signIn();
    expect((await editorPost(cookie, { _action: "editPage" })).status).toBe(303);
    const draft = await draftVersion(cookie);
    expect((await editorPost(cookie, { _action: "moveDown", moduleId: draft.firstModule, version: draft.version })).status).toBe(303);
    const moved = await draftVersion(cookie);
    expect((await editorPost(cookie, { _action: "publishPage", version: moved.version })).status).toBe(303);
    const published = Date.now();

    let order: string[] = [];
    const seen: string[] = [];
    while (Date.now() - published < 5000) {
      const reply = await send(PATH, { headers: { "Accept-Encoding": "gzip" } });
      order = blockOrder(reply.body);
      seen.push(`${Date.now() - published} ms ${String(cacheStatus(reply))} ${order.join("/")}`);
      if (order[0] === "Second block") break;
      await sleep(100);
    }
    console.log(`[nginx] publish visible after ${Date.now() - published} ms: ${seen.join(", ")}`);
    expect(order).toEqual(["Second block", "First block"]);

    const cached = await send(PATH, { headers: { "Accept-Encoding": "gzip" } });
    expect(cacheStatus(cached)).toBe("HIT");
    expect(blockOrder(cached.body)).toEqual(["Second block", "First block"]);
  });

  it("keeps hashed build files and media as long as our server says (a year), past a page's 2 s", async () => {
    const page = (await send("/")).body;
    const asset = /(\/assets\/[\w.-]+\.css)/.exec(page)?.[1]; // the home page has no scripts (ADR 012), always its styles
    const media = /(\/media\/\d+\/[\w.-]+)/.exec(page)?.[1];
    expect(asset, "the home page links a stylesheet under /assets/").toBeTruthy();
    expect(media, "the home page shows an image from /media/").toBeTruthy();
    const firstAsset = await send(asset!, { headers: { "Accept-Encoding": "gzip" } });
    const firstMedia = await send(media!);
    await sleep(2500);

    const again = await send(asset!, { headers: { "Accept-Encoding": "gzip" } });
    expect(again.status).toBe(200);
    expect(cacheStatus(again)).toBe("HIT");
    expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Compressed, by our server (precompressed at build) or by nginx.
    expect(again.headers["content-encoding"]).toBe("gzip");
    expect(again.raw.length).toBeLessThan(again.body.length);
    expect(again.body).toBe(firstAsset.body);

    const image = await send(media!);
    expect(image.status).toBe(200);
    expect(cacheStatus(image)).toBe("HIT");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(image.raw.equals(firstMedia.raw)).toBe(true);
  });

  it("refuses a Host header with a port other than its own", async () => {
    expect((await send(PATH, { headers: { Host: "127.0.0.1:1" } })).status).toBe(421);
    expect((await send(PATH, { headers: { Host: `localhost:${nginx.port}` } })).status).toBe(200);
  });

  it("passes an upload-sized POST to our server, and the connection stays usable when it is refused unread", async () => {
    // 2 MB is past nginx's default client_max_body_size (1 MB): our server must answer, not nginx.
    const big = await send(PATH, {
      method: "POST",
      headers: { Origin: nginx.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: Buffer.alloc(2 * 1024 * 1024, "a"),
    });
    // Our server refuses it (413: a public form body is capped), with its own headers: nginx passed it on.
    expect(big.status).toBe(413);
    expect(big.headers["x-request-id"]).toBeTruthy(); // set by our server on every response
    expect(big.headers["x-content-type-options"]).toBe("nosniff");
    // nginx reuses the kept-alive connection of that refused POST for the next request.
    const started = Date.now();
    expect((await send("/healthz")).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  if (databaseUrl !== "") {
    it("keeps answering when one of the two instances stops", async () => {
      await second!.stop();
      for (let i = 0; i < 8; i++) {
        const reply = await send(`${PATH}?instance-check=${i}`);
        expect(reply.status, `request ${i}`).toBe(200);
        expect(reply.body).toContain("<p>First block</p>");
      }
    });
  }
});

// What may be stored, checked against a stub upstream whose answers our site does not give
// today (a public page with a Set-Cookie, a public 404, ...).
describe("deploy/nginx.conf in front of a stub upstream", () => {
  const STUB: Record<string, { status?: number; headers: Record<string, string> }> = {
    "/public": { headers: { "Cache-Control": "public, max-age=0, s-maxage=300" } },
    "/public-with-cookie": { headers: { "Cache-Control": "public, max-age=0, s-maxage=300", "Set-Cookie": "visitor=1; Path=/" } },
    "/private": { headers: { "Cache-Control": "private, max-age=600" } },
    "/no-store": { headers: { "Cache-Control": "no-store" } },
    "/no-cache-control": { headers: {} },
    "/public-404": { status: 404, headers: { "Cache-Control": "public, max-age=600" } },
    "/public-for-session": { headers: { "Cache-Control": "public, max-age=0, s-maxage=300" } },
  };
  const calls = new Map<string, number>();
  let stub: Server;
  let front: RunningNginx;

  beforeAll(async () => {
    stub = createServer((req, res) => {
      const pathname = req.url ?? "/";
      calls.set(pathname, (calls.get(pathname) ?? 0) + 1);
      const answer = STUB[pathname] ?? { status: 404, headers: {} };
      res.writeHead(answer.status ?? 200, { "Content-Type": "text/plain", ...answer.headers }).end(`stub ${pathname}`);
    });
    await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
    front = await startNginx([`127.0.0.1:${(stub.address() as AddressInfo).port}`]);
  });
  afterAll(async () => {
    const stopped = await front?.stop();
    stub?.closeAllConnections();
    await new Promise((resolve) => stub?.close(resolve));
    expect(stopped?.output ?? "").not.toMatch(/\[(emerg|alert|crit)\]/);
  });

  const twice = async (pathname: string) => {
    await sendTo(front.url, pathname);
    return sendTo(front.url, pathname);
  };

  it("keeps a public 200", async () => {
    expect(cacheStatus(await twice("/public"))).toBe("HIT");
    expect(calls.get("/public")).toBe(1);
  });

  it.each(["/public-with-cookie", "/private", "/no-store", "/no-cache-control", "/public-404"])("does not keep %s", async (pathname) => {
    const reply = await twice(pathname);
    expect(cacheStatus(reply)).toBe("MISS");
    expect(calls.get(pathname)).toBe(2);
  });

  it("does not keep what it fetched for a request with the session cookie", async () => {
    const editor = await sendTo(front.url, "/public-for-session", { headers: { Cookie: "theme=dark; __session=abc" } });
    expect(cacheStatus(editor)).toBe("BYPASS");
    expect(cacheStatus(await sendTo(front.url, "/public-for-session"))).toBe("MISS");
    expect(cacheStatus(await sendTo(front.url, "/public-for-session"))).toBe("HIT");
    expect(calls.get("/public-for-session")).toBe(2);
  });
});
