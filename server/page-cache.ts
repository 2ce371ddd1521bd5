import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { isKnownHost, siteVariantFor } from "../app/config.server";
import { REQUEST_ID_HEADER } from "./request-log";

// On libuv's thread pool: a miss does not hold the event loop while it compresses.
const gzipAsync = promisify(gzip);

/** Query parameters that put a page into edit mode: never served from the cache. */
const EDIT_PARAMS = ["draft", "show_sidebar", "show_modal", "confirm_remove"];

/** Response headers as one flat list of names and values, the form `writeHead` takes without copying. */
type HeaderList = readonly string[];

type Entry = {
  status: number;
  headers: Record<string, string>;
  identity: Buffer;
  gzip: Buffer;
  etag: string;
  /** The response headers of each answer, merged once when the entry is kept, not per request. */
  answers: Record<"hit" | "miss", { notModified: HeaderList; identity: HeaderList; gzip: HeaderList }>;
};

/**
 * DESIGN.md §5: anonymous GETs of public pages answered from memory before Remix runs,
 * compressed once, with a strong ETag (304 without rendering). Only responses a route marked
 * `public` and that set no cookie are kept. Keyed on site, known host, path and sorted query.
 */
export class PageCache {
  private entries = new Map<string, Entry>();
  private renders = new Map<string, Promise<Response | null>>();

  /**
   * `commonHeaders` are the headers every response of the server carries (the security headers):
   * a hit writes them with the entry's own in one `writeHead`, on a response nothing has set a
   * header on yet, which spares Node's per-header `setHeader` bookkeeping on the hot path.
   */
  constructor(
    private readonly commonHeaders: Readonly<Record<string, string>> = {},
    private readonly maxEntries = 2000,
  ) {}

  /** The cache key for a request made over `protocol`, or null when this request must go to Remix. */
  keyFor(req: IncomingMessage, protocol: "http" | "https" = "http"): string | null {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    if ((req.headers.cookie ?? "").includes("__session")) return null; // editors see drafts and toolbars
    if (!isKnownHost(req.headers.host)) return null; // pages hold absolute URLs built from the host
    const url = new URL(req.url ?? "/", "http://cache.invalid");
    if (url.pathname.startsWith("/api/")) return null;
    for (const param of EDIT_PARAMS) if (url.searchParams.has(param)) return null;
    url.searchParams.sort();
    const query = url.searchParams.toString();
    const site = siteVariantFor(req.headers.host ?? null);
    // Pages hold absolute URLs built from the scheme and Host (with its port) unless PUBLIC_URL is
    // set: a page rendered for one known origin is never served to another. Only known host names get here.
    const host = (req.headers.host ?? "").toLowerCase();
    return `${site} ${protocol}://${host} ${url.pathname}${query ? `?${query}` : ""}`;
  }

  /** Answers from the cache, echoing the request's id; false on a miss. */
  serve(key: string, req: IncomingMessage, res: ServerResponse, requestId: string, state: "hit" | "miss" = "hit"): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    const answers = entry.answers[state];
    if (req.headers["if-none-match"] === entry.etag) {
      res.writeHead(304, answers.notModified.concat(REQUEST_ID_HEADER, requestId)).end();
      return true;
    }
    const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    res.writeHead(entry.status, (gzip ? answers.gzip : answers.identity).concat(REQUEST_ID_HEADER, requestId));
    res.end(req.method === "HEAD" ? undefined : gzip ? entry.gzip : entry.identity);
    return true;
  }

  /**
   * Renders a missed key, once for all the requests that miss it at the same moment (after a
   * publish empties the cache, a busy page is rendered once, not once per visitor). Resolves to
   * null when the cache now holds the key (serve it), or to this request's own response when
   * it may not be kept.
   */
  async fill(key: string, render: () => Promise<Response>): Promise<Response | null> {
    const running = this.renders.get(key);
    if (running) {
      await running.catch(() => null);
      if (this.entries.has(key)) return null;
      return render(); // the shared render could not be kept: this request gets its own
    }
    const generation = this.entries;
    const rendering = (async () => {
      const response = await render();
      if (!PageCache.cacheable(response)) return response;
      const entry = await PageCache.entryOf(response, Buffer.from(await response.arrayBuffer()), this.commonHeaders);
      // Content changed while this rendered: keep the page out of the emptied cache, answer with it once.
      if (generation !== this.entries) return PageCache.responseOf(entry);
      this.put(key, entry);
      return null;
    })();
    this.renders.set(key, rendering);
    try {
      return await rendering;
    } finally {
      this.renders.delete(key);
    }
  }

  /** Whether a rendered response may be kept. */
  static cacheable(response: Response): boolean {
    const control = response.headers.get("cache-control") ?? "";
    return response.status === 200 && /\bpublic\b/.test(control) && !response.headers.has("set-cookie");
  }

  static async entryOf(response: Response, body: Buffer, commonHeaders: Readonly<Record<string, string>> = {}): Promise<Entry> {
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (name !== "content-length" && name !== "content-encoding" && name !== "transfer-encoding") headers[name] = value;
    });
    const gzip = await gzipAsync(body, { level: 6 });
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    const answer = (state: "hit" | "miss") => {
      const notModified = { ...commonHeaders, ...headers, etag, vary: "Accept-Encoding", "x-page-cache": state };
      return {
        notModified: headerList(notModified),
        identity: headerList({ ...notModified, "content-length": String(body.length) }),
        gzip: headerList({ ...notModified, "content-encoding": "gzip", "content-length": String(gzip.length) }),
      };
    };
    return { status: response.status, headers, identity: body, gzip, etag, answers: { hit: answer("hit"), miss: answer("miss") } };
  }

  private static responseOf(entry: Entry): Response {
    return new Response(new Uint8Array(entry.identity), { status: entry.status, headers: { ...entry.headers, etag: entry.etag } });
  }

  private put(key: string, entry: Entry): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
  }

  clear(): void {
    this.entries = new Map();
  }

  get size(): number {
    return this.entries.size;
  }
}

function headerList(headers: Record<string, string>): HeaderList {
  return Object.freeze(Object.entries(headers).flat());
}
