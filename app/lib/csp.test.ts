import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, websocketOrigin } from "./csp";

describe("contentSecurityPolicy", () => {
  it("allows scripts from this origin or with the response's nonce, and connections to this origin", () => {
    const policy = contentSecurityPolicy("abc");
    expect(policy).toContain("script-src 'self' 'nonce-abc';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toMatch(/unsafe-eval|ws:/);
  });

  it("adds Vite's HMR websocket to connect-src when given one (npm run dev), and nothing else", () => {
    const strict = contentSecurityPolicy("abc").split("; ");
    const dev = contentSecurityPolicy("abc", { hmrSocket: "ws://localhost:3000" }).split("; ");
    expect(dev.filter((directive) => !strict.includes(directive))).toEqual(["connect-src 'self' ws://localhost:3000"]);
  });
});

describe("websocketOrigin", () => {
  it("is the page's host and port on ws: (wss: behind https)", () => {
    expect(websocketOrigin("http://localhost:3000/de/produkte?x=1")).toBe("ws://localhost:3000");
    expect(websocketOrigin("http://127.0.0.1:41234/")).toBe("ws://127.0.0.1:41234");
    expect(websocketOrigin("https://dev.example.com/")).toBe("wss://dev.example.com");
  });
});
