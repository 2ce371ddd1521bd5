import { BlockList, isIP } from "node:net";

/** TRUSTED_PROXIES (addresses and ranges, checked by app/config.server.ts) as one list. */
export function trustedProxyList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** "::ffff:10.0.0.1" (an IPv4 peer on a dual-stack socket) → "10.0.0.1". */
function withoutV4Mapping(address: string): string {
  return address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
}

/**
 * The visitor's address (rate limits key on it). From a trusted proxy, X-Forwarded-For is read
 * from the right, where each proxy appended the address it saw, to the first address that is
 * not a trusted proxy; what a client wrote further left is never reached. From anyone else the
 * header is ignored, so a client cannot choose its own address.
 */
export function clientAddress(remoteAddress: string | undefined, forwardedFor: string | string[] | undefined, trusted: BlockList): string {
  let address = withoutV4Mapping(remoteAddress ?? "unknown");
  if (!forwardedFor || !isTrusted(trusted, address)) return address;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor).split(",");
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = withoutV4Mapping(hops[i].trim());
    if (!isIP(hop)) return address; // not an address: keep the last one a trusted proxy vouched for
    address = hop;
    if (!isTrusted(trusted, hop)) return hop;
  }
  return address;
}
