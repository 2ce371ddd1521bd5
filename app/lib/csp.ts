import { createContext, useContext } from "react";

/** The request's CSP nonce, for Remix's inline scripts (server render only; empty in the browser). */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}

/** Internal request header carrying the nonce from the server to the Remix render (set by server/, never by a client). */
export const NONCE_HEADER = "x-csp-nonce";

/**
 * The Content-Security-Policy of HTML pages (DESIGN.md §6): scripts only from this origin or
 * with this response's nonce; frames for the video and investor embeds over https; nothing may
 * frame the site but itself. Inline style attributes stay allowed (React style props, charts).
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}
