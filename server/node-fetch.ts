import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline, Readable, type Transform } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { logger, type Logger } from "../app/lib/logger.server";

/** What the server decided about a request's URL and body before Remix sees it (the rest goes in its context, ADR 052). */
export type RequestFacts = {
  /** The request URL: the origin-form target on the site's configured origin (server/request-target.ts). */
  url: URL;
  /** The body, already read and bounded (server/request-body.ts); a request without one streams it. */
  body?: Buffer;
};

/** Node request → Fetch Request (what Remix's handler takes). */
export function toFetchRequest(req: IncomingMessage, res: ServerResponse, { url, body }: RequestFacts): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  if (hasBody && body) {
    headers.delete("transfer-encoding");
    headers.set("content-length", String(body.length));
    return new Request(url, { method: req.method, headers, signal: controller.signal, body: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length) });
  }
  // A response sent before its request body was read (a refused or unknown POST): read the rest
  // and drop it, as node:http does for a body nobody reads. Otherwise the paused body fills the
  // socket buffers and the connection hangs: a reverse proxy's next request on it times out, and
  // server.close() on SIGTERM never finishes.
  if (hasBody) {
    res.once("finish", () => {
      if (req.complete) return;
      req.removeAllListeners("data");
      req.resume();
    });
  }
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: hasBody ? "half" : undefined,
  });
}

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;

/** The encoding a rendered response is sent with: brotli, then gzip, for text the client accepts. */
export function responseEncoding(acceptEncoding: string | undefined, response: Response): "br" | "gzip" | null {
  if (!response.body || response.headers.has("content-encoding")) return null;
  if (!COMPRESSIBLE_TYPE.test(response.headers.get("content-type") ?? "")) return null;
  if (/\bbr\b/.test(acceptEncoding ?? "")) return "br";
  if (/\bgzip\b/.test(acceptEncoding ?? "")) return "gzip";
  return null;
}

/**
 * A compressor that flushes after every chunk, so a streamed page (React's Suspense chunks)
 * still reaches the browser piece by piece. Fast settings: this runs on every uncached render.
 */
function compressor(encoding: "br" | "gzip"): Transform {
  return encoding === "br"
    ? createBrotliCompress({ flush: constants.BROTLI_OPERATION_FLUSH, params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH });
}

/** Fetch Response → Node response, streaming (compressed when the client accepts it) and keeping every Set-Cookie header. */
export async function sendFetchResponse(res: ServerResponse, response: Response, log: Logger = logger): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  const encoding = res.req.method === "HEAD" ? null : responseEncoding(res.req.headers["accept-encoding"], response);
  if (encoding) {
    delete headers["content-length"];
    headers["content-encoding"] = encoding;
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
  }
  res.writeHead(response.status, response.statusText, headers);
  if (!response.body || res.req.method === "HEAD") {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as NodeReadableStream);
  await new Promise<void>((resolve) => {
    const done = (error?: Error | null) => {
      if (error && error.name !== "AbortError" && (error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") {
        log.error({ err: error }, "[server] response stream failed");
      }
      resolve();
    };
    if (encoding) pipeline(body, compressor(encoding), res, done);
    else pipeline(body, res, done);
  });
}
