import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";

/** A fresh CSP nonce (128 bits). */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * Headers every response carries (DESIGN.md §6): static files, cached pages and Remix alike.
 * HTML pages add their Content-Security-Policy with a nonce (app/entry.server.tsx). HSTS only in
 * production, where the site is served over https.
 */
export function securityHeaders(production: boolean): Readonly<Record<string, string>> {
  return Object.freeze({
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "SAMEORIGIN",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(production ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  });
}

/** Sets these headers on a response before anything else answers it. */
export function setHeaders(res: ServerResponse, headers: Readonly<Record<string, string>>): void {
  for (const name in headers) res.setHeader(name, headers[name]);
}
