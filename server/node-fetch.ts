import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { CLIENT_IP_HEADER } from "../app/lib/client-ip.server";
import { NONCE_HEADER } from "../app/lib/csp";

/** Node request → Fetch Request (what Remix's handler takes); `clientIp` from server/client-address.ts. */
export function toFetchRequest(req: IncomingMessage, res: ServerResponse, nonce: string, clientIp: string): Request {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  // Rate limits key on it; a client-sent value is replaced.
  headers.set(CLIENT_IP_HEADER, clientIp);
  // The CSP nonce of this render; a client-sent value is replaced.
  headers.set(NONCE_HEADER, nonce);
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
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

/** Fetch Response → Node response, streaming the body and keeping every Set-Cookie header. */
export async function sendFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  res.writeHead(response.status, response.statusText, headers);
  if (!response.body || res.req.method === "HEAD") {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as NodeReadableStream);
  await new Promise<void>((resolve) => {
    body.on("error", (error) => {
      console.error("[server] response stream failed", error);
      res.destroy(error);
      resolve();
    });
    res.on("close", resolve);
    body.pipe(res);
  });
}
