// Issue 20.2: a POST's body is read here, whole and bounded, BEFORE the request takes a render
// slot (ADR 019): a client trickling its body holds a connection, never a slot. Remix then gets
// the bytes in memory.
import type { IncomingMessage, ServerResponse } from "node:http";

/** Public form posts, the sign-out and anything else (the longest public form fits easily). */
export const DEFAULT_BODY_BYTES = 256 * 1024;
/** The sign-in form: an e-mail, a password and a return path. */
export const LOGIN_BODY_BYTES = 16 * 1024;
/** Editor routes, for a request carrying a session cookie: a module form with a few 5 MB images. */
export const EDITOR_BODY_BYTES = 20 * 1024 * 1024;

/** Longest a body may take to arrive, whatever its rate. */
export const BODY_DEADLINE_MS = 30_000;
/** The first seconds of a body are free; after them it must keep up MIN_BODY_BYTES_PER_SECOND on average. */
export const BODY_GRACE_MS = 2_000;
export const MIN_BODY_BYTES_PER_SECOND = 4 * 1024;

/** The media types a POST may carry: what HTML forms and our `fetch` calls with FormData send. */
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export function isFormContentType(header: string | undefined): boolean {
  if (!header) return false;
  const semicolon = header.indexOf(";");
  return FORM_TYPES.has((semicolon < 0 ? header : header.slice(0, semicolon)).trim().toLowerCase());
}

/** Whether a request carries content (an empty POST, like a sign-out button's, needs no Content-Type). */
export function hasContent(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return length === undefined ? req.headers["transfer-encoding"] !== undefined : length !== "0";
}

/** The most bytes a POST to `pathname` may carry (a single-fetch `.data` POST counts as its page's). */
export function bodyLimitFor(pathname: string, loginPaths: ReadonlySet<string>, hasSessionCookie: boolean): number {
  const page = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  if (loginPaths.has(page)) return LOGIN_BODY_BYTES;
  // Without a session cookie an editor route answers 401 anyway: a visitor's upload is not read whole.
  if (hasSessionCookie && (page.startsWith("/editor/") || page.startsWith("/api/editor/"))) return EDITOR_BODY_BYTES;
  return DEFAULT_BODY_BYTES;
}

export class BodyRefusedError extends Error {
  constructor(
    readonly status: 400 | 408 | 413,
    message: string,
  ) {
    super(message);
    this.name = "BodyRefusedError";
  }
}

export type BodyLimits = {
  maxBytes: number;
  deadlineMs?: number;
  graceMs?: number;
  minBytesPerSecond?: number;
  /** How often the rate is checked. */
  checkEveryMs?: number;
};

/**
 * Reads a request body into memory. Refuses with 413 as soon as the bytes received (not what
 * Content-Length announced) pass `maxBytes`, or at once when Content-Length announces more; with
 * 408 when the body takes longer than the deadline or falls under the minimum rate after the
 * grace period; with 400 when the client goes away before the end.
 */
export function readBody(
  req: IncomingMessage,
  {
    maxBytes,
    deadlineMs = BODY_DEADLINE_MS,
    graceMs = BODY_GRACE_MS,
    minBytesPerSecond = MIN_BODY_BYTES_PER_SECOND,
    checkEveryMs = 250,
  }: BodyLimits,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers["content-length"] ?? 0) > maxBytes) {
      reject(new BodyRefusedError(413, "Request body too large"));
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    const started = performance.now();
    const finish = (error?: BodyRefusedError) => {
      clearInterval(timer);
      req.off("data", onData).off("end", onEnd).off("close", onClose).off("error", onClose);
      if (error) {
        req.pause();
        reject(error);
      } else resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, received));
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) finish(new BodyRefusedError(413, "Request body too large"));
      else chunks.push(chunk);
    };
    const onEnd = () => finish();
    const onClose = () => finish(new BodyRefusedError(400, "The request body ended early"));
    const timer = setInterval(() => {
      const elapsed = performance.now() - started;
      if (elapsed > deadlineMs || (elapsed > graceMs && received < (minBytesPerSecond * (elapsed - graceMs)) / 1000)) {
        finish(new BodyRefusedError(408, "The request body arrived too slowly"));
      }
    }, checkEveryMs);
    req.on("data", onData).once("end", onEnd).once("close", onClose).once("error", onClose);
  });
}

/** After a refusal, the rest of a body is read and dropped (the connection stays usable) for this long at most. */
const DISCARD_MS = 5_000;

/**
 * A response sent before its request body was read whole (a refused POST): read the rest and
 * drop it, for a few seconds at most, then close the connection. Unread, the paused body would
 * fill the socket buffers and hang the connection: a proxy's next request on it times out, and
 * server.close() on SIGTERM never finishes.
 */
export function discardUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  res.once("finish", () => {
    if (req.complete) return;
    req.removeAllListeners("data");
    req.resume();
    const timer = setTimeout(() => req.socket.destroy(), DISCARD_MS);
    timer.unref();
    req.once("end", () => clearTimeout(timer));
    req.once("close", () => clearTimeout(timer));
  });
}
