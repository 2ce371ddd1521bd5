import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStaticFiles, serveStatic } from "./static-files";

const SCRIPT = "export const answer = 42;\n".repeat(50);
let root: string;
let server: Server;
let origin: string;

/** A raw GET (fetch would decode the body and hide the encoding). */
function get(pathname: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${origin}${pathname}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "static-files-"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "assets/app.js"), SCRIPT);
  writeFileSync(path.join(root, "assets/app.js.br"), brotliCompressSync(SCRIPT)); // as scripts/compress-assets.mjs writes it
  writeFileSync(path.join(root, "assets/plain.css"), "body{color:red}".repeat(20)); // no precompressed copies
  writeFileSync(path.join(root, "photo.webp"), Buffer.from([1, 2, 3]));
  const files = loadStaticFiles(root);
  server = createServer((req, res) => {
    if (!serveStatic(files, req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe("static files", () => {
  it("answers brotli when accepted and the build wrote a .br copy", async () => {
    const res = await get("/assets/app.js", { "accept-encoding": "gzip, deflate, br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it("falls back to gzip (compressed at start when the build wrote none), then to the plain bytes", async () => {
    const gz = await get("/assets/plain.css", { "accept-encoding": "gzip, br" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe("body{color:red}".repeat(20));
    const plain = await get("/assets/app.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("never compresses images, never serves the .br copies as files, and answers 304 to a matching ETag", async () => {
    const image = await get("/photo.webp", { "accept-encoding": "gzip, br" });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect((await get("/assets/app.js.br")).status).toBe(404);
    const again = await get("/assets/app.js", { "if-none-match": String((await get("/assets/app.js")).headers.etag) });
    expect(again.status).toBe(304);
  });
});
