import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadVideoDetails } from "./load.server";
import { createOembedClient } from "./oembed.server";
import { watchUrlOf } from "./video-address";
import { logger } from "~/lib/logger.server";

/** A local stand-in for the provider: each test sets how it answers; every request is recorded. */
let answer: (req: IncomingMessage, res: ServerResponse) => void;
const requests: URL[] = [];
let server: Server;
let endpoint: string;

const OK_JSON = {
  type: "video",
  version: "1.0",
  title: "Humidity sensor calibration",
  provider_name: "YouTube",
  thumbnail_url: "https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg",
  thumbnail_width: 480,
  thumbnail_height: 360,
  html: "<iframe src=\"https://www.youtube.com/embed/aqz-KE-bpKQ\"></iframe>",
};
const json = (body: unknown, status = 200) => (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(status, { "content-type": "application/json" }).end(typeof body === "string" ? body : JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(new URL(req.url ?? "/", "http://stub.invalid"));
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oembed`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  requests.length = 0;
  vi.restoreAllMocks();
});

const VIDEO = watchUrlOf("aqz-KE-bpKQ");
const quiet = () => vi.spyOn(logger, "warn").mockImplementation(() => {});

describe("the oEmbed client against a stub provider", () => {
  it("asks with GET, the video URL and format=json, and keeps only what the facade shows", async () => {
    answer = json(OK_JSON);
    const client = createOembedClient({ endpoint });
    expect(await client.lookup(VIDEO)).toEqual({
      title: "Humidity sensor calibration",
      providerName: "YouTube",
      thumbnailUrl: "https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg",
      thumbnailWidth: 480,
      thumbnailHeight: 360,
    });
    expect(requests).toHaveLength(1);
    expect(requests[0].pathname).toBe("/oembed");
    expect(requests[0].searchParams.get("url")).toBe(VIDEO);
    expect(requests[0].searchParams.get("format")).toBe("json");
  });

  it("answers a repeated lookup from its cache without asking the provider again", async () => {
    answer = json(OK_JSON);
    const client = createOembedClient({ endpoint });
    const first = await client.lookup(VIDEO);
    const second = await client.lookup(VIDEO);
    expect(second).toEqual(first);
    expect(requests).toHaveLength(1);
  });

  it("sends one request for concurrent lookups of the same video", async () => {
    answer = json(OK_JSON);
    const client = createOembedClient({ endpoint });
    const results = await Promise.all([client.lookup(VIDEO), client.lookup(VIDEO), client.lookup(VIDEO)]);
    expect(results.every((r) => r?.title === OK_JSON.title)).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it("asks again once the cached answer has expired", async () => {
    answer = json(OK_JSON);
    let clock = 1_000;
    const client = createOembedClient({ endpoint, ttlMs: 500, now: () => clock });
    await client.lookup(VIDEO);
    clock += 499;
    await client.lookup(VIDEO);
    expect(requests).toHaveLength(1);
    clock += 2;
    await client.lookup(VIDEO);
    expect(requests).toHaveLength(2);
  });

  it("gives null for a 404 (private or removed video), logs it, and remembers the failure for a short time", async () => {
    const warn = quiet();
    answer = json("Not Found", 404);
    let clock = 0;
    const client = createOembedClient({ endpoint, failureTtlMs: 60_000, now: () => clock });
    expect(await client.lookup(VIDEO)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("HTTP 404"));
    expect(await client.lookup(VIDEO)).toBeNull();
    expect(requests).toHaveLength(1);
    clock += 60_001;
    answer = json(OK_JSON);
    expect((await client.lookup(VIDEO))?.title).toBe(OK_JSON.title);
    expect(requests).toHaveLength(2);
  });

  it("gives up after the timeout instead of holding the page", async () => {
    const warn = quiet();
    answer = (_req, res) => {
      setTimeout(() => json(OK_JSON)(_req, res), 1_000).unref();
    };
    const client = createOembedClient({ endpoint, timeoutMs: 100 });
    const started = Date.now();
    expect(await client.lookup(VIDEO)).toBeNull();
    expect(Date.now() - started).toBeLessThan(900);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no answer within 100 ms"));
  });

  it("gives null for an answer that is not JSON, or not an object", async () => {
    const warn = quiet();
    answer = json("<html>Service unavailable</html>");
    expect(await createOembedClient({ endpoint }).lookup(VIDEO)).toBeNull();
    answer = json([1, 2, 3]);
    expect(await createOembedClient({ endpoint }).lookup(VIDEO)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("drops a thumbnail that is not an https address instead of trusting it", async () => {
    answer = json({ ...OK_JSON, thumbnail_url: "javascript:alert(1)" });
    expect(await createOembedClient({ endpoint }).lookup(VIDEO)).toEqual({ title: OK_JSON.title, providerName: "YouTube" });
  });

  it("gives null when the provider cannot be reached at all", async () => {
    quiet();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await createOembedClient({ endpoint: `http://127.0.0.1:${port}/oembed` }).lookup(VIDEO)).toBeNull();
  });

  it("keeps at most maxEntries answers, forgetting the least recently used", async () => {
    answer = json(OK_JSON);
    const client = createOembedClient({ endpoint, maxEntries: 2 });
    const a = watchUrlOf("aaaaaaaaaaa");
    const b = watchUrlOf("bbbbbbbbbbb");
    const c = watchUrlOf("ccccccccccc");
    await client.lookup(a);
    await client.lookup(b);
    await client.lookup(a); // a is now the most recently used
    await client.lookup(c); // evicts b
    expect(requests).toHaveLength(3);
    await client.lookup(a);
    expect(requests).toHaveLength(3);
    await client.lookup(b);
    expect(requests).toHaveLength(4);
  });
});

describe("loadVideoDetails (VIDEO_GROUP's loader)", () => {
  it("gives one row per video, in order, null where the provider failed", async () => {
    quiet();
    answer = (req, res) => {
      const url = new URL(req.url ?? "/", "http://stub.invalid").searchParams.get("url") ?? "";
      if (url.endsWith("eRsGyueVLvQ")) json("gone", 404)(req, res);
      else json(OK_JSON)(req, res);
    };
    const rows = await loadVideoDetails(
      { videos: [{ url: "https://youtu.be/aqz-KE-bpKQ" }, { url: "https://www.youtube.com/shorts/eRsGyueVLvQ" }] },
      createOembedClient({ endpoint }),
      logger,
    );
    expect(rows).toEqual([expect.objectContaining({ title: OK_JSON.title }), null]);
    // The provider is asked with the canonical watch address, whatever form the editor typed.
    expect(requests.map((r) => r.searchParams.get("url")).sort()).toEqual([VIDEO, watchUrlOf("eRsGyueVLvQ")].sort());
    expect(JSON.parse(JSON.stringify(rows))).toEqual(rows); // plain JSON for the page loader
  });
});
