import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { url } from "./support/site";

// Issue 24, first slice: media bytes answer single byte ranges (a paused download, a PDF
// viewer's page fetch) and say so; everything else gets the whole body.

async function someMediaPath(): Promise<string> {
  const html = await (await fetch(url("/"))).text();
  const found = /(\/media\/\d+\/[^"'\s?,]+)/.exec(html);
  if (!found) throw new Error("no media on the home page");
  return found[1];
}

describe("media bytes", () => {
  it("answer a byte range with 206 and exactly those bytes", async () => {
    const path = await someMediaPath();
    const whole = await fetch(url(path));
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    const body = Buffer.from(await whole.arrayBuffer());
    const part = await fetch(url(path), { headers: { Range: "bytes=2-11" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 2-11/${body.byteLength}`);
    expect(part.headers.get("content-length")).toBe("10");
    expect(Buffer.from(await part.arrayBuffer()).equals(body.subarray(2, 12))).toBe(true);
    const tail = await fetch(url(path), { headers: { Range: "bytes=-4" } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(body.subarray(body.byteLength - 4))).toBe(true);
  });

  it("answer a range past the end with 416, and a stale If-Range or a malformed range with the whole body", async () => {
    const path = await someMediaPath();
    const size = (await (await fetch(url(path))).arrayBuffer()).byteLength; // the page cache may answer gzip: count the decoded bytes
    const past = await fetch(url(path), { headers: { Range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${size}`);
    const asks: Record<string, string>[] = [{ Range: "bytes=0-9", "If-Range": "\"another\"" }, { Range: "bytes=nine" }, { Range: "bytes=0-1,4-5" }];
    for (const headers of asks) {
      const answer = await fetch(url(path), { headers });
      expect(answer.status, JSON.stringify(headers)).toBe(200);
      expect((await answer.arrayBuffer()).byteLength).toBe(size);
    }
  });

  it("revalidate with their ETag: 304 for it, the whole body for any other", async () => {
    const path = await someMediaPath();
    const etag = (await fetch(url(path))).headers.get("etag")!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await fetch(url(path), { headers: { "If-None-Match": etag } })).status).toBe(304);
    expect((await fetch(url(path), { headers: { "If-None-Match": '"an-earlier-file"' } })).status).toBe(200);
  });

  it("answer srcset renditions as narrower WebP, and the file itself for any width they do not offer", async () => {
    const html = await (await fetch(url("/"))).text();
    const srcset = /srcSet="([^"]+)"|srcset="([^"]+)"/.exec(html);
    expect(srcset, "an image with renditions on the home page").not.toBeNull();
    const [candidate, width] = (srcset![1] ?? srcset![2]).split(", ")[0].split(" ");
    expect(candidate).toMatch(/^\/media\/\d+\/[^?]+\.webp\?w=\d+$/);
    const rendition = await fetch(url(candidate.replace(/&amp;/g, "&")));
    expect(rendition.status).toBe(200);
    expect(rendition.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await rendition.arrayBuffer());
    expect(bytes.subarray(8, 12).toString()).toBe("WEBP");
    expect((await sharp(bytes).metadata()).width).toBe(Number(width.replace("w", "")));
    const file = candidate.replace(/\?w=\d+$/, "");
    // A width with no rendition is the file itself, whichever was asked first (the page cache keys only real widths).
    const whole = Buffer.from(await (await fetch(url(file))).arrayBuffer());
    for (const asked of ["123", "99999", "abc", "-1", "1920"]) {
      const answer = await fetch(url(`${file}?w=${asked}`));
      expect(answer.status, asked).toBe(200);
      expect(Buffer.from(await answer.arrayBuffer()).equals(whole), asked).toBe(true);
    }
    expect((await sharp(Buffer.from(await (await fetch(url(candidate))).arrayBuffer())).metadata()).width, "the rendition, after the file was asked for").toBe(Number(width.replace("w", "")));
  });
});
