import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";

/** A fresh CSP nonce (128 bits). */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * Headers every response carries (DESIGN.md §6), set before anything answers: static files,
 * cached pages and Remix alike. HTML pages add their Content-Security-Policy with a nonce
 * (app/entry.server.tsx). HSTS only in production, where the site is served over https.
 */
export function setSecurityHeaders(res: ServerResponse, production: boolean): void {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  if (production) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
