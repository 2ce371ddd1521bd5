import { describe, expect, it } from "vitest";
import { clientAddress, trustedProxyList } from "./client-address";

const nginx = trustedProxyList(["127.0.0.1", "10.0.0.0/8", "fd00::/8"]);
const none = trustedProxyList([]);

describe("clientAddress", () => {
  it("is the peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress("203.0.113.7", "198.51.100.1", none)).toBe("203.0.113.7");
    expect(clientAddress("127.0.0.1", "198.51.100.1", none)).toBe("127.0.0.1");
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy (a client picking its address)", () => {
    expect(clientAddress("203.0.113.7", "198.51.100.1", nginx)).toBe("203.0.113.7");
  });

  it("takes the address a trusted proxy appended", () => {
    expect(clientAddress("127.0.0.1", "198.51.100.1", nginx)).toBe("198.51.100.1");
  });

  it("skips a chain of trusted proxies from the right, never reaching what the client wrote", () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; the load balancer (10.1.2.3) and nginx appended theirs.
    expect(clientAddress("127.0.0.1", "1.2.3.4, 198.51.100.1, 10.1.2.3", nginx)).toBe("198.51.100.1");
    expect(clientAddress("127.0.0.1", ["1.2.3.4, 198.51.100.1", "10.1.2.3"], nginx)).toBe("198.51.100.1");
  });

  it("stops at an entry that is not an address and keeps the last trusted one", () => {
    expect(clientAddress("127.0.0.1", "198.51.100.1, garbage", nginx)).toBe("127.0.0.1");
    expect(clientAddress("127.0.0.1", "", nginx)).toBe("127.0.0.1");
    expect(clientAddress("127.0.0.1", "unknown, 10.0.0.9", nginx)).toBe("10.0.0.9");
  });

  it("is the leftmost address when every hop is a trusted proxy", () => {
    expect(clientAddress("127.0.0.1", "10.0.0.2, 10.0.0.3", nginx)).toBe("10.0.0.2");
  });

  it("handles IPv6 and IPv4-mapped IPv6 peers", () => {
    expect(clientAddress("::ffff:127.0.0.1", "198.51.100.1", nginx)).toBe("198.51.100.1");
    expect(clientAddress("::ffff:203.0.113.7", "198.51.100.1", nginx)).toBe("203.0.113.7");
    expect(clientAddress("fd00::5", "2001:db8::1", nginx)).toBe("2001:db8::1");
    expect(clientAddress("2001:db8::9", "198.51.100.1", nginx)).toBe("2001:db8::9");
  });

  it("is 'unknown' without a peer address (a destroyed socket)", () => {
    expect(clientAddress(undefined, "198.51.100.1", nginx)).toBe("unknown");
  });
});
