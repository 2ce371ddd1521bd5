import { BlockList, isIP } from "node:net";

// Which addresses a form's forwarding (actionUrl) may reach: public unicast only. Loopback,
// private, shared (CGNAT), link-local, multicast, documentation, benchmarking and other special-
// purpose ranges of the IANA registries are refused, in IPv4 and IPv6, and IPv6 forms that carry
// an IPv4 address (IPv4-mapped, NAT64, 6to4) are judged by that IPv4 address. Decimal, octal and
// hexadecimal IPv4 spellings ("2130706433", "0177.0.0.1", "0x7f.1") reach this code already
// normalised by the WHATWG URL parser (forward-target.server.ts).

export type AddressRefusal = "loopback" | "private" | "linkLocal" | "multicast" | "reserved";

type Range = { bytes: number[]; bits: number; refusal: AddressRefusal };

function range(address: string, bits: number, refusal: AddressRefusal): Range {
  const bytes = ipv4Bytes(address) ?? ipv6Bytes(address);
  if (!bytes) throw new Error(`Bad range ${address}`);
  return { bytes, bits, refusal };
}

const IPV4_RANGES: Range[] = [
  range("0.0.0.0", 8, "reserved"), // "this network", 0.0.0.0 unspecified
  range("10.0.0.0", 8, "private"),
  range("100.64.0.0", 10, "private"), // shared address space (carrier-grade NAT)
  range("127.0.0.0", 8, "loopback"),
  range("169.254.0.0", 16, "linkLocal"), // cloud metadata services live here
  range("172.16.0.0", 12, "private"),
  range("192.0.0.0", 24, "reserved"), // IETF protocol assignments
  range("192.0.2.0", 24, "reserved"), // documentation
  range("192.88.99.0", 24, "reserved"), // 6to4 relay anycast
  range("192.168.0.0", 16, "private"),
  range("198.18.0.0", 15, "reserved"), // benchmarking
  range("198.51.100.0", 24, "reserved"), // documentation
  range("203.0.113.0", 24, "reserved"), // documentation
  range("224.0.0.0", 4, "multicast"),
  range("240.0.0.0", 4, "reserved"), // future use, 255.255.255.255 broadcast
];

const IPV6_RANGES: Range[] = [
  range("::1", 128, "loopback"),
  range("fe80::", 10, "linkLocal"),
  range("fc00::", 7, "private"), // unique local
  range("fec0::", 10, "private"), // site-local (deprecated)
  range("ff00::", 8, "multicast"),
  range("2001::", 23, "reserved"), // IETF protocol assignments, Teredo
  range("2001:db8::", 32, "reserved"), // documentation
  range("3fff::", 20, "reserved"), // documentation
];
/** Global unicast: anything else in IPv6 (::, ::/8, 100::/64, 64:ff9b:1::/48, …) is refused. */
const IPV6_GLOBAL = range("2000::", 3, "reserved");

/** IPv6 prefixes whose address carries an IPv4 address: where, in bytes. */
const IPV4_CARRIERS: { prefix: Range; at: number }[] = [
  { prefix: range("::ffff:0:0", 96, "reserved"), at: 12 }, // IPv4-mapped
  { prefix: range("64:ff9b::", 96, "reserved"), at: 12 }, // NAT64
  { prefix: range("2002::", 16, "reserved"), at: 2 }, // 6to4
];

function ipv4Bytes(address: string): number[] | null {
  if (isIP(address) !== 4) return null;
  return address.split(".").map(Number);
}

/** The 16 bytes of an IPv6 address ("::ffff:1.2.3.4" and a "%zone" suffix included); null if it is not one. */
export function ipv6Bytes(address: string): number[] | null {
  const plain = address.replace(/%.*$/, "");
  if (isIP(plain) !== 6) return null;
  let text = plain;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split(".").map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

function inRange(bytes: number[], { bytes: prefix, bits }: Range): boolean {
  if (bytes.length !== prefix.length) return false;
  for (let bit = 0; bit < bits; bit += 8) {
    const take = Math.min(8, bits - bit);
    const mask = (0xff << (8 - take)) & 0xff;
    if ((bytes[bit / 8] & mask) !== (prefix[bit / 8] & mask)) return false;
  }
  return true;
}

function refusalOfIPv4(bytes: number[]): AddressRefusal | null {
  return IPV4_RANGES.find((r) => inRange(bytes, r))?.refusal ?? null;
}

/**
 * Why forwarding may not connect to this IP address (`null`: a public address it may). Anything
 * that is not an IP address is "reserved": the caller resolves host names first.
 */
export function addressRefusal(address: string): AddressRefusal | null {
  const v4 = ipv4Bytes(address);
  if (v4) return refusalOfIPv4(v4);
  const v6 = ipv6Bytes(address);
  if (!v6) return "reserved";
  for (const { prefix, at } of IPV4_CARRIERS) {
    if (inRange(v6, prefix)) return refusalOfIPv4(v6.slice(at, at + 4));
  }
  const special = IPV6_RANGES.find((r) => inRange(v6, r));
  if (special) return special.refusal;
  return inRange(v6, IPV6_GLOBAL) ? null : "reserved";
}

/**
 * FORWARD_ALLOW_PRIVATE (addresses and ranges, checked by app/config.server.ts): receivers the
 * operator allows although they are not public, e.g. a CRM on the company network, or the test
 * suite's stub on 127.0.0.1.
 */
export function allowList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** Why forwarding may not connect to `address` under the allow list (`null`: it may). */
export function connectRefusal(address: string, allow: BlockList): AddressRefusal | null {
  const refusal = addressRefusal(address);
  if (!refusal) return null;
  const plain = address.replace(/%.*$/, "");
  const family = isIP(plain);
  if (family && allow.check(plain, family === 6 ? "ipv6" : "ipv4")) return null;
  return refusal;
}
