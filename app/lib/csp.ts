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
 *
 * `hmrSocket` (`npm run dev` only, ADR 034): the origin of Vite's HMR websocket, which shares the
 * page's host and port; the one thing development adds. Its inline preamble needs nothing more:
 * Remix imports it from its nonce'd module script, and the dev client script carries the nonce.
 */
export function contentSecurityPolicy(nonce: string, { hmrSocket }: { hmrSocket?: string } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    hmrSocket ? `connect-src 'self' ${hmrSocket}` : "connect-src 'self'",
    "frame-src https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/** The websocket origin of a page's own origin ("http://localhost:3000" → "ws://localhost:3000"), for Vite's HMR. */
export function websocketOrigin(pageUrl: string): string {
  const { protocol, host } = new URL(pageUrl);
  return `${protocol === "https:" ? "wss:" : "ws:"}//${host}`;
}
