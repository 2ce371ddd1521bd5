import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { PageCache } from "./page-cache";
import { plainTarget } from "./request-target";

const ORIGIN = "http://localhost:3000";
const PUBLIC = { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=0" };

/** A real HTTP server whose misses call `render` through the cache, as server/main.ts does. */
async function serveThrough(cache: PageCache, render: () => Promise<Response>): Promise<{ url: string; server: Server }> {
  let requests = 0;
  const server = createServer(async (req, res) => {
    const reqId = `req-${++requests}`;
    const key = cache.keyFor(req, new URL(ORIGIN + req.url));
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

  it("passes on a response said to be larger than it keeps without reading its body (a big download streams)", async () => {
    const cache = new PageCache({}, 8 * 1024);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
        if (pulled === 4) controller.close();
      },
    });
    const rendered = new Response(body, { headers: { ...PUBLIC, "content-length": String(4 * 1024) } });
    const answer = await cache.fill("/media/1/big.zip", async () => rendered);
    expect(answer).toBe(rendered); // 4 KB is over the largest entry (1/8 of 8 KB): not kept, not read
    expect(rendered.bodyUsed).toBe(false);
    expect(cache.size).toBe(0);
    expect((await answer!.arrayBuffer()).byteLength).toBe(4 * 1024);
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

  it("never keys requests of signed-in editors, edit-mode URLs, API calls, route discovery or byte ranges", async () => {
    const cache = new PageCache();
    const keyOf = (url: string, headers: Record<string, string> = {}, origin = ORIGIN) =>
      cache.keyFor({ method: "GET", url, headers: { host: "localhost", ...headers } } as never, new URL(origin + url));
    expect(keyOf("/?b=2&a=1")).toBe(keyOf("/?a=1&b=2"));
    expect(keyOf("/", { cookie: "__session=abc" })).toBeNull();
    expect(keyOf("/?draft=true")).toBeNull();
    expect(keyOf("/api/captcha")).toBeNull();
    // Remix's route discovery answers per `p` (and the browser caches it): one entry for all of
    // them sent the routes of the first path to every other (a thank-you page rendered as a CMS page).
    expect(keyOf("/__manifest?p=%2Fforms%2Fthank-you&version=33f114ee")).toBeNull();
    expect(keyOf("/?show_modal=true&module_id=m1")).toBeNull();
    expect(keyOf("/company?show_settings=true")).toBeNull();
    expect(keyOf("/company?show_history=true")).toBeNull();
    // A preview link (issue 25) on a page or a content item's detail address, and its data request.
    expect(keyOf("/company?preview=12.abc")).toBeNull();
    expect(keyOf("/de/unternehmen/news/medienmitteilungen-und-news/artikel/werk?preview=12.abc")).toBeNull();
    expect(keyOf("/company/news/press-releases-and-news/article/plant.data?preview=12.abc&_routes=x")).toBeNull();
    expect(keyOf("/company/news/press-releases-and-news/article/plant")).not.toBeNull();
    // A byte range (a paused download) is answered by Remix with 206, never from a whole cached body.
    expect(keyOf("/media/1/datasheet.pdf", { range: "bytes=0-99" })).toBeNull();
    expect(keyOf("/media/1/datasheet.pdf")).not.toBeNull();
    // Pages carry absolute URLs of the configured origin they were rendered for; the Host the
    // client sent (an unknown one serves the main site, from PUBLIC_URL) never makes a key of its own.
    expect(keyOf("/", { host: "evil.example" })).toBe(keyOf("/"));
    expect(keyOf("/", { host: "localhost:8080" })).toBe(keyOf("/"));
    expect(keyOf("/", {}, "https://www.example.com")).not.toBe(keyOf("/"));
  });

  it("keys a plain path read without a URL (plainTarget) as it keys the parsed URL", () => {
    const cache = new PageCache();
    for (const path of ["/", "/company", "/de/unternehmen/", "/zh/products/catalog"]) {
      const req = { method: "GET", url: path, headers: { host: "localhost" } } as never;
      const plain = plainTarget(path, ORIGIN);
      expect(plain).not.toBeNull();
      expect(cache.keyFor(req, plain!)).toBe(cache.keyFor(req, new URL(ORIGIN + path)));
    }
  });

  it("keys a page on the parameters its route reads only, normalised", () => {
    const cache = new PageCache();
    const keyOf = (url: string) => cache.keyFor({ method: "GET", url, headers: { host: "localhost" } } as never, new URL(ORIGIN + url));
    const news = "/company/news/press-releases-and-news";
    expect(keyOf("/?utm_source=mail&utm_medium=email&fbclid=IwAR0")).toBe(keyOf("/"));
    expect(keyOf("/?anything=else")).toBe(keyOf("/"));
    expect(keyOf("/sitemap.xml?x=1")).toBe(keyOf("/sitemap.xml"));
    expect(keyOf("/sitemap.xml?x=2")).toBe(keyOf("/sitemap.xml?x=1"));
    expect(keyOf("/robots.txt?page=2")).toBe(keyOf("/robots.txt"));
    expect(keyOf(`${news}?page=2&category=1&utm_campaign=c`)).toBe(keyOf(`${news}?category=1&page=2`));
    expect(keyOf(`${news}?page=2&page=2&category=`)).toBe(keyOf(`${news}?page=2`));
    expect(keyOf(`${news}?page=2`)).not.toBe(keyOf(`${news}?page=3`));
    expect(keyOf(`${news}?page=2`)).not.toBe(keyOf(news));
    expect(keyOf("/search?q=co2")).not.toBe(keyOf("/search?q=humidity"));
    expect(keyOf(`${news}.data?_routes=news.en`)).not.toBe(keyOf(`${news}.data?_routes=root`));
  });

  it("answers made-up query strings from the one entry of the page", async () => {
    const cache = new PageCache();
    let renders = 0;
    const { url, server } = await serveThrough(cache, async () => new Response(`<urlset>${++renders}</urlset>`, { headers: PUBLIC }));
    running = server;
    for (let x = 1; x <= 20; x++) await (await fetch(`${url}/sitemap.xml?x=${x}`)).arrayBuffer();
    const hit = await fetch(`${url}/sitemap.xml?utm_source=feed`);
    expect([hit.headers.get("x-page-cache"), await hit.text()]).toEqual(["hit", "<urlset>1</urlset>"]);
    expect([renders, cache.size]).toEqual([1, 1]);
  });

  it("holds no more bytes than its budget, evicting the least recently used page", async () => {
    const budget = 64 * 1024;
    const cache = new PageCache({}, budget);
    const { url, server } = await serveThrough(cache, async () => new Response("<p>page</p>".padEnd(4000, "x"), { headers: PUBLIC }));
    running = server;
    await (await fetch(`${url}/first`)).arrayBuffer();
    for (let page = 0; page < 40; page++) {
      await (await fetch(`${url}/page-${page}`)).arrayBuffer();
      await (await fetch(`${url}/first`)).arrayBuffer(); // kept warm: never the least recently used
      expect(cache.bytes).toBeLessThanOrEqual(budget);
    }
    expect(cache.size).toBeGreaterThan(1);
    expect(cache.size).toBeLessThan(41);
    expect((await fetch(`${url}/first`)).headers.get("x-page-cache")).toBe("hit");
    expect((await fetch(`${url}/page-0`)).headers.get("x-page-cache")).toBe("miss"); // evicted long ago
  });

  it("does not keep a page larger than an eighth of the budget, but answers it whole", async () => {
    const cache = new PageCache({}, 80_000);
    const large = "y".repeat(10_001);
    let renders = 0;
    const { url, server } = await serveThrough(cache, async () => {
      renders++;
      return new Response(large, { headers: PUBLIC });
    });
    running = server;
    const first = await fetch(`${url}/large`);
    expect([first.status, first.headers.get("x-page-cache"), await first.text()]).toEqual([200, "none", large]);
    await (await fetch(`${url}/large`)).arrayBuffer();
    expect([renders, cache.size, cache.bytes]).toEqual([2, 0, 0]);
  });

  it("counts both bodies, the header lists and the key of an entry", async () => {
    const body = Buffer.from("<p>counted</p>".repeat(100));
    const entry = await PageCache.entryOf(new Response(body, { headers: PUBLIC }), body);
    const bytes = PageCache.bytesOf("main http://localhost /counted", entry);
    expect(bytes).toBeGreaterThan(body.length + entry.gzip.length + 200);
    expect(bytes).toBeLessThan(body.length + entry.gzip.length + 4096);
  });
});
