import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { LOCALES, splitLocale } from "../../app/i18n/locales";
import { href, type RouteName } from "../../app/i18n/route-table";
import { url } from "./support/site";

// Plain HTTP (no browser): the bytes of every page, as sent. Issue 19.1: React 18's Node stream
// padded some 2 KB chunks with NUL bytes in CJK pages, and the page cache kept them.

type Encoding = "identity" | "gzip" | "br";
const ENCODINGS: Encoding[] = ["identity", "gzip", "br"];

type Reply = { path: string; asked: Encoding; status: number; headers: IncomingHttpHeaders; raw: Buffer; html: Buffer };

/** One GET through node:http (fetch would decompress and hide the bytes), asking for one encoding. */
function get(path: string, asked: Encoding): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url(path), { headers: { "accept-encoding": asked } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const html = encoding === "gzip" ? gunzipSync(raw) : encoding === "br" ? brotliDecompressSync(raw) : raw;
        resolve({ path, asked, status: res.statusCode!, headers: res.headers, raw, html });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** What is wrong with one reply's bytes; empty when nothing is. */
function problemsOf(reply: Reply): string[] {
  const where = `${reply.path} (asked ${reply.asked}, sent ${reply.headers["content-encoding"] ?? "identity"}, cache ${reply.headers["x-page-cache"] ?? "none"})`;
  const problems: string[] = [];
  const length = reply.headers["content-length"];
  if (length !== undefined && Number(length) !== reply.raw.length) {
    problems.push(`${where}: Content-Length ${length}, body ${reply.raw.length} bytes`);
  }
  const nul = reply.html.indexOf(0);
  if (nul >= 0) {
    const around = reply.html.subarray(Math.max(0, nul - 40), nul + 20).toString("utf8").replace(/\0/g, "\\0");
    problems.push(`${where}: NUL at byte ${nul}: …${around}…`);
  }
  try {
    utf8.decode(reply.html);
  } catch {
    problems.push(`${where}: not valid UTF-8`);
  }
  return problems;
}

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, "&")));

/** The page paths of every child of the sitemap index (their URLs carry the public origin). */
async function sitemapPaths(): Promise<string[]> {
  const index = (await get("/sitemap.xml", "identity")).html.toString("utf8");
  const paths: string[] = [];
  for (const child of locations(index)) {
    const xml = (await get(child.pathname, "identity")).html.toString("utf8");
    paths.push(...locations(xml).map((page) => page.pathname + page.search));
  }
  return paths;
}

const LISTS: RouteName[] = ["blog", "catalog", "inventory", "downloads", "events", "news", "careerList", "careerNews", "careerEvents", "stories", "search"];
const BAD_QUERIES = ["?page=abc", "?page=-3&page_size=abc", "?page=999999999999"];

/** Runs `work` over the items four at a time. */
async function eachLimited<T>(items: T[], work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) await work(items[index], index);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

describe("the bytes of served pages", () => {
  it("are valid UTF-8 without NUL, match Content-Length, and are the same on a cache hit as on the miss", { timeout: 600_000 }, async () => {
    const fromSitemap = await sitemapPaths();
    const localesInSitemap = new Set(fromSitemap.map((path) => splitLocale(path).locale));
    expect([...localesInSitemap].sort()).toEqual([...LOCALES].sort());
    const listings = LOCALES.flatMap((locale) => LISTS.flatMap((name) => BAD_QUERIES.map((query) => href(name, locale) + query)));
    const paths = [...new Set([...fromSitemap, ...listings])];

    const problems: string[] = [];
    const comparedLocales = new Set<string>();
    await eachLimited(paths, async (path, index) => {
      // Encodings take turns, so each is sent by renders (a miss, or any request of a page that
      // is not cached) and from the cache (a hit).
      const first = await get(path, ENCODINGS[index % ENCODINGS.length]);
      const second = await get(path, ENCODINGS[(index + 1) % ENCODINGS.length]);
      problems.push(...problemsOf(first), ...problemsOf(second));
      if (!first.headers["x-page-cache"]) return; // not a cached page: each request renders it anew
      const third = await get(path, ENCODINGS[(index + 2) % ENCODINGS.length]);
      problems.push(...problemsOf(third));
      // The same entry (a publish by another test file may empty the cache in between) gives the same HTML.
      for (const later of [second, third]) {
        if (later.headers.etag !== first.headers.etag) continue;
        comparedLocales.add(splitLocale(path).locale);
        if (!later.html.equals(first.html)) {
          problems.push(`${path}: ${later.asked} (${later.headers["x-page-cache"]}) differs from ${first.asked} (${first.headers["x-page-cache"]})`);
        }
      }
    });

    expect(problems.sort()).toEqual([]);
    expect([...comparedLocales].sort(), "locales whose cached pages were compared").toEqual([...LOCALES].sort());
  });
});
