import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { sendFetchResponse } from "./node-fetch";

let server: Server | undefined;
afterEach(() => server?.close());

async function serve(make: () => Response): Promise<string> {
  server = createServer((_req, res) => void sendFetchResponse(res, make()));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

type Raw = { headers: Record<string, string | string[] | undefined>; body: Buffer; firstChunkAt: number; endAt: number };
function get(url: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    request(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      let firstChunkAt = -1;
      res.on("data", (chunk: Buffer) => {
        if (firstChunkAt < 0) firstChunkAt = Date.now() - started;
        chunks.push(chunk);
      });
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks), firstChunkAt, endAt: Date.now() - started }));
    })
      .on("error", reject)
      .end();
  });
}

const HTML = "<!DOCTYPE html><p>" + "Sensors measure humidity. ".repeat(200) + "</p>";
const html = () => new Response(HTML, { headers: { "content-type": "text/html; charset=utf-8", "content-length": String(HTML.length), "set-cookie": "a=1" } });

describe("sendFetchResponse", () => {
  it("sends rendered HTML with brotli, else gzip, else as is, and says it varies by Accept-Encoding", async () => {
    const url = await serve(html);
    const br = await get(url, "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-length"]).toBeUndefined();
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.headers["set-cookie"]).toEqual(["a=1"]);
    expect(brotliDecompressSync(br.body).toString()).toBe(HTML);
    expect(br.body.length).toBeLessThan(HTML.length / 10);

    const gzip = await get(url, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(HTML);

    const plain = await get(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(HTML);
  });

  it("leaves images and already encoded bodies alone", async () => {
    const image = await get(await serve(() => new Response(new Uint8Array([1, 2, 3]), { headers: { "content-type": "image/webp" } })), "br");
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect([...image.body]).toEqual([1, 2, 3]);
  });

  it("flushes each streamed chunk, so the first part of a page arrives before the rest is rendered", async () => {
    const url = await serve(() => {
      const encoder = new TextEncoder();
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode("<header>shell</header>"));
          await new Promise((resolve) => setTimeout(resolve, 300));
          controller.enqueue(encoder.encode("<main>late</main>"));
          controller.close();
        },
      });
      return new Response(stream, { headers: { "content-type": "text/html" } });
    });
    const res = await get(url, "br");
    expect(brotliDecompressSync(res.body).toString()).toBe("<header>shell</header><main>late</main>");
    expect(res.firstChunkAt).toBeLessThan(200);
    expect(res.endAt).toBeGreaterThanOrEqual(290);
  });
});
