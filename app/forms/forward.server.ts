import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import type { BlockList } from "node:net";
import { connectRefusal } from "./forward-address.server";
import { forwardTarget, pinnedLookup, RefusedAddressError, systemResolver, type Resolver } from "./forward-target.server";

// One attempt to forward a stored submission to the form's actionUrl (SPEC §7 submitForm:
// actionUrl, map of field values, destination), made by the outbox worker
// (forward-worker.server.ts), never inside a visitor's request. The host is resolved once and
// every address checked before the socket opens (forward-target.server.ts); redirects are not
// followed. The outcome is one of our own codes: the receiver's text is never kept or shown.

export type ForwardBody = { values: Record<string, string>; destination: string; form: string };

/** Why an attempt failed, in our words (translated in the submissions screen). */
export type ForwardError =
  | "invalidUrl" // not an http(s) URL
  | "refusedAddress" // resolves to a loopback, private, link-local, multicast or reserved address
  | "notFound" // the host name does not resolve
  | "unreachable" // connection refused, reset or the network is unreachable
  | "timeout" // no answer in time
  | "tls" // the receiver's certificate was not accepted
  | "redirected" // answered 3xx (redirects are not followed)
  | "rejected" // answered 4xx
  | "serverError"; // answered 5xx

export type ForwardAttempt = { ok: true; status: number } | { ok: false; error: ForwardError; status?: number; retry: boolean };

export type DeliverOptions = { timeoutMs: number; allow: BlockList; resolve?: Resolver; idempotencyKey?: string };

const TLS_CODES = /^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH|ERR_CERT)/;

function errorOf(error: NodeJS.ErrnoException): ForwardAttempt {
  if (error instanceof RefusedAddressError) return { ok: false, error: "refusedAddress", retry: false };
  const code = error.code ?? "";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "ENODATA" || code === "EAI_FAIL") return { ok: false, error: "notFound", retry: true };
  if (code === "ETIMEDOUT" || error.name === "TimeoutError") return { ok: false, error: "timeout", retry: true };
  if (TLS_CODES.test(code)) return { ok: false, error: "tls", retry: true };
  return { ok: false, error: "unreachable", retry: true };
}

function outcomeOf(status: number): ForwardAttempt {
  if (status >= 200 && status < 300) return { ok: true, status };
  if (status >= 300 && status < 400) return { ok: false, error: "redirected", status, retry: false };
  // 408 and 429 are worth trying again; other 4xx will not change by themselves.
  if (status >= 400 && status < 500) return { ok: false, error: "rejected", status, retry: status === 408 || status === 429 };
  return { ok: false, error: "serverError", status, retry: true };
}

/** POSTs the submission as JSON to `actionUrl`; `signal` aborts it (shutdown). Never throws. */
export function deliverSubmission(actionUrl: string, body: ForwardBody, options: DeliverOptions, signal?: AbortSignal): Promise<ForwardAttempt> {
  const target = forwardTarget(actionUrl);
  if (!target) return Promise.resolve({ ok: false, error: "invalidUrl", retry: false });
  // An IP address in the URL is connected to without a lookup: check it here.
  if (target.literal && connectRefusal(target.host, options.allow)) return Promise.resolve({ ok: false, error: "refusedAddress", retry: false });
  const payload = Buffer.from(JSON.stringify(body));
  const send = target.url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (attempt: ForwardAttempt) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(attempt);
    };
    const req = send(
      target.url,
      {
        method: "POST",
        host: target.host,
        lookup: pinnedLookup(options.allow, options.resolve ?? systemResolver),
        agent: false, // a fresh connection each time: no pooled socket skips the lookup
        signal,
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          "Content-Length": String(payload.length),
          "User-Agent": "vireo-form-forwarding/1",
          ...(options.idempotencyKey ? { "Idempotency-Key": options.idempotencyKey } : {}),
        },
      },
      (res: IncomingMessage) => {
        res.resume(); // the receiver's body is neither kept nor shown
        finish(outcomeOf(res.statusCode ?? 0));
      },
    );
    const timer = setTimeout(() => {
      req.destroy(Object.assign(new Error("forwarding timed out"), { name: "TimeoutError" }));
    }, options.timeoutMs);
    req.on("error", (error: NodeJS.ErrnoException) => finish(errorOf(error)));
    req.end(payload);
  });
}
