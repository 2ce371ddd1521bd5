import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { DEFAULT_PAGE_CACHE_BYTES, siteVariantFor } from "../app/config.server";
import { normalisedQuery } from "../app/i18n/route-query";
import { ByteLru } from "./byte-lru";
import { REQUEST_ID_HEADER } from "./request-log";
import type { RequestTarget } from "./request-target";

// On libuv's thread pool: a miss does not hold the event loop while it compresses.
const gzipAsync = promisify(gzip);

/** Query parameters that put a page into edit mode: never served from the cache. */
const REMIX_MANIFEST_PATH = "/__manifest";
const EDIT_PARAMS = ["draft", "show_sidebar", "show_modal", "confirm_remove", "show_history", "show_settings", "show_schedule", "show_previews", "preview", "copy_module"];
/** The largest entry kept is this share of the budget: one huge page does not empty the cache of the others. */
const LARGEST_ENTRY_SHARE = 1 / 8;
/** What an entry costs beyond its bodies and header strings (its objects and arrays), roughly. */
const ENTRY_OVERHEAD_BYTES = 1024;

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
 * `public` and that set no cookie are kept. Keyed on site, configured origin, path and the query
 * parameters that change the page (app/i18n/route-query.ts); bounded in bytes (ADR 022).
 */
export class PageCache {
  private readonly entries: ByteLru<Entry>;
  /** Changes when the cache is emptied: a render that began before is not kept. */
  private generation = 0;
  private renders = new Map<string, Promise<Response | null>>();

  /**
   * `commonHeaders` are the headers every response of the server carries (the security headers):
   * a hit writes them with the entry's own in one `writeHead`, on a response nothing has set a
   * header on yet, which spares Node's per-header `setHeader` bookkeeping on the hot path.
   */
  constructor(
    private readonly commonHeaders: Readonly<Record<string, string>> = {},
    maxBytes = DEFAULT_PAGE_CACHE_BYTES,
  ) {
    this.entries = new ByteLru(maxBytes, Math.floor(maxBytes * LARGEST_ENTRY_SHARE));
  }

  /**
   * The cache key for a request, or null when it must go to Remix. `url` is the request URL
   * (server/request-target.ts): an origin-form target on the site's configured origin, which
   * pages build their absolute URLs from; nothing the client sent chooses that origin.
   */
  keyFor(req: IncomingMessage, url: RequestTarget): string | null {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    if ((req.headers.cookie ?? "").includes("__session")) return null; // editors see drafts and toolbars
    if (req.headers.range !== undefined) return null; // a byte range of media: Remix answers 206 (issue 24)
    if (url.pathname.startsWith("/api/")) return null;
    // Remix's lazy route discovery: its answer depends on `p` and `version`, which no key may hold
    // (unbounded), and the browser caches it itself (immutable).
    if (url.pathname === REMIX_MANIFEST_PATH) return null;
    if (!url.search) return `${siteVariantFor(req.headers.host ?? null)} ${url.origin} ${url.pathname}`;
    for (const param of EDIT_PARAMS) if (url.searchParams.has(param)) return null;
    // Made-up parameters (utm_*, fbclid, ?x=1…?x=900) share the entry of the page without them.
    const query = normalisedQuery(url.pathname, url.searchParams);
    const site = siteVariantFor(req.headers.host ?? null);
    return `${site} ${url.origin} ${url.pathname}${query ? `?${query}` : ""}`;
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
    const generation = this.generation;
    const rendering = (async () => {
      const response = await render();
      if (!PageCache.cacheable(response)) return response;
      // Said to be too large to keep (a big download): passed on as it streams, never read whole.
      if (Number(response.headers.get("content-length")) > this.entries.maxValueBytes) return response;
      const body = Buffer.from(await response.arrayBuffer());
      // Too large to keep: answered as rendered, without compressing it for nothing.
      if (body.length > this.entries.maxValueBytes) return new Response(new Uint8Array(body), { status: response.status, headers: response.headers });
      const entry = await PageCache.entryOf(response, body, this.commonHeaders);
      // Content changed while this rendered: keep the page out of the emptied cache, answer with it once.
      if (generation !== this.generation || !this.entries.set(key, entry, PageCache.bytesOf(key, entry))) {
        return PageCache.responseOf(entry);
      }
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

  /** The memory an entry holds: both bodies, the header lists of its answers, its key. */
  static bytesOf(key: string, entry: Entry): number {
    let headerChars = 0;
    for (const state of Object.values(entry.answers)) {
      for (const list of Object.values(state)) for (const text of list) headerChars += text.length;
    }
    return entry.identity.length + entry.gzip.length + headerChars + key.length + ENTRY_OVERHEAD_BYTES;
  }

  clear(): void {
    this.entries.clear();
    this.generation++;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes the kept entries hold (PageCache.bytesOf each). */
  get bytes(): number {
    return this.entries.bytes;
  }
}

function headerList(headers: Record<string, string>): HeaderList {
  return Object.freeze(Object.entries(headers).flat());
}
