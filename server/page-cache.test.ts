import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { PageCache } from "./page-cache";

const PUBLIC = { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=0" };

/** A real HTTP server whose misses call `render` through the cache, as server/main.ts does. */
async function serveThrough(cache: PageCache, render: () => Promise<Response>): Promise<{ url: string; server: Server }> {
  let requests = 0;
  const server = createServer(async (req, res) => {
    const reqId = `req-${++requests}`;
    const key = cache.keyFor(req);
    if (key && cache.serve(key, req, res, reqId)) return;
    const response = key ? await cache.fill(key, render) : await render();
    if (response === null) cache.serve(key!, req, res, reqId, "miss");
    else res.writeHead(response.status, { "x-page-cache": "none" }).end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

let running: Server | undefined;
afterEach(() => {
  running?.close();
  running = undefined;
});

describe("PageCache", () => {
  it("renders a page once, then answers from memory with gzip and a strong ETag, and 304 on If-None-Match", async () => {
    const cache = new PageCache();
    let renders = 0;
    const { url, server } = await serveThrough(cache, async () => new Response(`<p>page ${++renders}</p>`, { headers: PUBLIC }));
    running = server;
    const first = await fetch(`${url}/about`);
    expect(await first.text()).toBe("<p>page 1</p>");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const second = await fetch(`${url}/about`, { headers: { "accept-encoding": "gzip" } });
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("content-encoding")).toBe("gzip");
    expect(await second.text()).toBe("<p>page 1</p>"); // fetch gunzips it

    const revalidated = await fetch(`${url}/about`, { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
    expect(renders).toBe(1);
  });

  it("answers a miss, a hit and a 304 with the server's common headers, the page's own and the request's id", async () => {
    const cache = new PageCache({ "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer" });
    const { url, server } = await serveThrough(cache, async () => new Response("<p>page</p>", { headers: { ...PUBLIC, "content-language": "de" } }));
    running = server;
    const miss = await fetch(`${url}/de`);
    const hit = await fetch(`${url}/de`, { headers: { "accept-encoding": "gzip" } });
    const notModified = await fetch(`${url}/de`, { headers: { "if-none-match": hit.headers.get("etag")! } });
    expect([miss, hit, notModified].map((r) => [r.status, r.headers.get("x-page-cache"), r.headers.get("x-request-id")])).toEqual([
      [200, "miss", "req-1"],
      [200, "hit", "req-2"],
      [304, "hit", "req-3"],
    ]);
    for (const response of [miss, hit, notModified]) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      expect(response.headers.get("content-language")).toBe("de");
      expect(response.headers.get("cache-control")).toBe("public, max-age=0");
    }
    expect(await hit.text()).toBe("<p>page</p>");
  });

  it("renders once for many simultaneous misses of one page", async () => {
    const cache = new PageCache();
    let renders = 0;
    const { url, server } = await serveThrough(cache, async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return new Response("<p>busy page</p>", { headers: PUBLIC });
    });
    running = server;
    const bodies = await Promise.all(Array.from({ length: 10 }, () => fetch(`${url}/`).then((r) => r.text())));
    expect(bodies).toEqual(Array(10).fill("<p>busy page</p>"));
    expect(renders).toBe(1);
  });

  it("keeps neither private responses nor responses that set a cookie; each such request renders", async () => {
    const cache = new PageCache();
    let renders = 0;
    const { url, server } = await serveThrough(cache, async () => {
      renders++;
      return renders % 2
        ? new Response("private", { headers: { "cache-control": "private, no-store" } })
        : new Response("cookie", { headers: { ...PUBLIC, "set-cookie": "a=b" } });
    });
    running = server;
    await Promise.all([fetch(`${url}/form`), fetch(`${url}/form`), fetch(`${url}/form`)]);
    expect(renders).toBe(3);
    expect(cache.size).toBe(0);
  });

  it("does not keep a page rendered before a content change that arrived during its render", async () => {
    const cache = new PageCache();
    let version = "old";
    const { url, server } = await serveThrough(cache, async () => {
      const body = `<p>${version}</p>`;
      cache.clear(); // a publish lands while this render runs
      version = "new";
      return new Response(body, { headers: PUBLIC });
    });
    running = server;
    expect(await (await fetch(`${url}/news`)).text()).toBe("<p>old</p>");
    expect(cache.size).toBe(0);
  });

  it("never keys requests of signed-in editors, edit-mode URLs, API calls or unknown hosts", async () => {
    const cache = new PageCache();
    const keyOf = (url: string, headers: Record<string, string> = {}) =>
      cache.keyFor({ method: "GET", url, headers: { host: "localhost", ...headers } } as never);
    expect(keyOf("/?b=2&a=1")).toBe(keyOf("/?a=1&b=2"));
    expect(keyOf("/", { cookie: "__session=abc" })).toBeNull();
    expect(keyOf("/?draft=true")).toBeNull();
    expect(keyOf("/api/captcha")).toBeNull();
    expect(keyOf("/", { host: "evil.example" })).toBeNull();
    // Pages carry absolute URLs of the host they were rendered for, port included.
    expect(keyOf("/", { host: "localhost:3000" })).not.toBe(keyOf("/", { host: "localhost:8080" }));
    const request = { method: "GET", url: "/", headers: { host: "localhost" } } as never;
    expect(cache.keyFor(request, "https")).not.toBe(cache.keyFor(request, "http"));
    expect(cache.keyFor(request)).toBe(cache.keyFor(request, "http"));
  });
});
