import { describe, expect, it } from "vitest";
import { addressRefusal, allowList, connectRefusal, ipv6Bytes } from "./forward-address.server";
import { forwardTarget, forwardUrlProblem, type Resolver } from "./forward-target.server";

describe("addressRefusal", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["0.0.0.0", "reserved"],
    ["0.1.2.3", "reserved"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["100.64.0.1", "private"],
    ["100.127.255.255", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "linkLocal"],
    ["192.0.0.8", "reserved"],
    ["192.0.2.10", "reserved"],
    ["192.88.99.1", "reserved"],
    ["198.18.0.1", "reserved"],
    ["198.19.255.255", "reserved"],
    ["198.51.100.7", "reserved"],
    ["203.0.113.9", "reserved"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "reserved"],
    ["::", "reserved"],
    ["::1", "loopback"],
    ["0:0:0:0:0:0:0:1", "loopback"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:a9fe:a9fe", "linkLocal"],
    ["::ffff:10.1.2.3", "private"],
    ["::127.0.0.1", "reserved"], // IPv4-compatible (deprecated)
    ["64:ff9b::7f00:1", "loopback"], // NAT64 of 127.0.0.1
    ["64:ff9b::192.168.0.1", "private"],
    ["64:ff9b:1::1", "reserved"], // local-use NAT64
    ["2002:7f00:1::", "loopback"], // 6to4 of 127.0.0.1
    ["2002:c0a8:101::1", "private"], // 6to4 of 192.168.1.1
    ["fe80::1", "linkLocal"],
    ["fe80::1%eth0", "linkLocal"],
    ["febf:ffff::1", "linkLocal"],
    ["fc00::1", "private"],
    ["fd12:3456::1", "private"],
    ["fec0::1", "private"],
    ["ff02::1", "multicast"],
    ["ff05::1:3", "multicast"],
    ["2001:db8::1", "reserved"],
    ["2001::1", "reserved"], // Teredo
    ["3fff::1", "reserved"],
    ["100::1", "reserved"], // discard-only
    ["5f00::1", "reserved"],
    ["not-an-address", "reserved"],
    ["127.1", "reserved"], // not an address until the URL parser normalises it
  ])("%s is %s", (address, refusal) => {
    expect(addressRefusal(address)).toBe(refusal);
  });

  it.each(["93.184.215.14", "8.8.8.8", "1.1.1.1", "172.32.0.1", "172.15.255.255", "100.128.0.1", "192.169.0.1", "11.0.0.1", "223.255.255.254", "2a00:1450:4001:80e::200e", "2606:4700::1111", "::ffff:8.8.8.8", "64:ff9b::808:808", "2002:808:808::1"])(
    "%s is public",
    (address) => {
      expect(addressRefusal(address)).toBeNull();
    },
  );

  it("expands IPv6 addresses, with an IPv4 tail too", () => {
    expect(ipv6Bytes("::ffff:1.2.3.4")).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 1, 2, 3, 4]);
    expect(ipv6Bytes("2001:db8::8a2e:370:7334")).toEqual([0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0x8a, 0x2e, 0x03, 0x70, 0x73, 0x34]);
    expect(ipv6Bytes("1.2.3.4")).toBeNull();
  });

  it("lets the allow list (FORWARD_ALLOW_PRIVATE) through, and only it", () => {
    const allow = allowList(["127.0.0.1", "10.1.0.0/16", "fd00::/8"]);
    expect(connectRefusal("127.0.0.1", allow)).toBeNull();
    expect(connectRefusal("::ffff:127.0.0.1", allow)).toBeNull();
    expect(connectRefusal("127.0.0.2", allow)).toBe("loopback");
    expect(connectRefusal("10.1.200.3", allow)).toBeNull();
    expect(connectRefusal("10.2.0.1", allow)).toBe("private");
    expect(connectRefusal("fd00::5", allow)).toBeNull();
    expect(connectRefusal("::1", allow)).toBe("loopback");
    expect(connectRefusal("8.8.8.8", allowList([]))).toBeNull();
  });
});

describe("forwardTarget", () => {
  it.each([
    ["http://2130706433/x", "127.0.0.1"],
    ["http://017700000001/", "127.0.0.1"],
    ["http://0177.0.0.1/", "127.0.0.1"],
    ["http://0x7f.1/", "127.0.0.1"],
    ["http://0x7f000001/", "127.0.0.1"],
    ["http://127.1/", "127.0.0.1"],
    ["http://0/", "0.0.0.0"],
    ["HTTP://[::ffff:127.0.0.1]:8080/", "::ffff:7f00:1"],
    ["https://[::1]/", "::1"],
    ["http://①②⑦.0.0.1/", "127.0.0.1"],
  ])("reads %s as the address %s", (url, host) => {
    expect(forwardTarget(url)).toMatchObject({ host, literal: true });
  });

  it("refuses what is not an http(s) URL", () => {
    for (const url of ["ftp://example.com/", "file:///etc/passwd", "gopher://127.0.0.1:25/", "javascript:alert(1)", "//example.com", "http://", "not a url"]) {
      expect(forwardTarget(url)).toBeNull();
    }
  });
});

describe("forwardUrlProblem (at save)", () => {
  const none = allowList([]);
  const dns: Record<string, string[]> = {
    "crm.example.com": ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"],
    "internal.example.com": ["10.0.0.5"],
    "mixed.example.com": ["93.184.215.14", "127.0.0.1"],
    "v6local.example.com": ["::1"],
  };
  const resolve: Resolver = async (host) => {
    const found = dns[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    return found.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

  it("accepts a public host name and a public address", async () => {
    expect(await forwardUrlProblem("https://crm.example.com/forms", none, resolve)).toBeNull();
    expect(await forwardUrlProblem("http://93.184.215.14:8080/in", none, resolve)).toBeNull();
  });

  it.each([
    "http://127.0.0.1:5432/",
    "http://2130706433/",
    "http://0x7f.1/",
    "http://0177.0.0.1/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:a9fe:a9fe]/latest/meta-data",
    "http://169.254.169.254/latest/meta-data",
    "http://10.0.0.1/",
    "http://0.0.0.0:3000/",
    "http://[fe80::1]/",
    "http://[ff02::1]/",
    "http://224.0.0.1/",
    "http://localhost:3000/",
    "http://LOCALHOST./",
    "http://api.localhost/",
    "http://internal.example.com/",
    "http://mixed.example.com/",
    "http://v6local.example.com/",
  ])("refuses %s", async (url) => {
    expect(await forwardUrlProblem(url, none, resolve)).toBe("privateAddress");
  });

  it("says when a host name does not resolve, and when the URL is not http(s)", async () => {
    expect(await forwardUrlProblem("https://nowhere.example.com/", none, resolve)).toBe("unresolvable");
    expect(await forwardUrlProblem("ftp://crm.example.com/", none, resolve)).toBe("invalid");
  });

  it("accepts a private receiver the operator allowed", async () => {
    expect(await forwardUrlProblem("http://127.0.0.1:8080/", allowList(["127.0.0.1"]), resolve)).toBeNull();
    expect(await forwardUrlProblem("http://internal.example.com/", allowList(["10.0.0.0/8"]), resolve)).toBeNull();
  });
});
