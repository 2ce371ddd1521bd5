import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from "node:dns";
import { isIP, type BlockList, type LookupFunction } from "node:net";
import { connectRefusal, type AddressRefusal } from "./forward-address.server";

// A form's forwarding address (actionUrl): checked when the form is saved, and again when a
// submission is forwarded, against the addresses its host name resolves to at that moment.

/** How long a save waits for the host name to resolve. */
const SAVE_LOOKUP_TIMEOUT_MS = 3000;

export type ForwardTarget = {
  url: URL;
  /** The host to connect to, without IPv6 brackets. */
  host: string;
  /** The host is an IP address (no lookup happens on connect). */
  literal: boolean;
};

/**
 * The actionUrl as the connection will use it, or null when it is not an http(s) URL. The WHATWG
 * parser turns "http://2130706433/", "http://0177.1/" and "http://0x7f.0.0.1/" into 127.0.0.1.
 */
export function forwardTarget(raw: string): ForwardTarget | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");
  if (!host) return null;
  return { url, host, literal: isIP(host) !== 0 };
}

/** "localhost" and "*.localhost" are loopback whatever a resolver says (RFC 6761). */
function isLocalhostName(host: string): boolean {
  return /(^|\.)localhost$/i.test(host);
}

export type Resolver = (host: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (host) =>
  new Promise((resolve, reject) => dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

export type ForwardUrlProblem = "invalid" | "privateAddress" | "unresolvable";

/**
 * Why the form may not forward to `raw` (null: it may). A host name counts by every address it
 * resolves to now: one non-public address refuses it. The check on connect (pinnedLookup) is the
 * one that protects; this one tells the editor at once.
 */
export async function forwardUrlProblem(raw: string, allow: BlockList, resolve: Resolver = systemResolver): Promise<ForwardUrlProblem | null> {
  const target = forwardTarget(raw);
  if (!target) return "invalid";
  if (target.literal) return connectRefusal(target.host, allow) ? "privateAddress" : null;
  if (isLocalhostName(target.host)) return "privateAddress";
  let addresses: LookupAddress[];
  try {
    addresses = await withTimeout(resolve(target.host), SAVE_LOOKUP_TIMEOUT_MS);
  } catch {
    return "unresolvable";
  }
  if (!addresses.length) return "unresolvable";
  return addresses.some((a) => connectRefusal(a.address, allow)) ? "privateAddress" : null;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("lookup timed out")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A refused address on connect: the socket never opens. */
export class RefusedAddressError extends Error {
  readonly code = "EFORWARDREFUSED";
  constructor(
    readonly host: string,
    readonly address: string,
    readonly refusal: AddressRefusal,
  ) {
    super(`${host} resolves to ${address} (${refusal}): forwarding refused`);
  }
}

/**
 * A `lookup` for http(s).request / net.connect: resolves the host once, refuses it when any
 * address is not allowed, and hands the socket exactly the addresses it checked, so the name is
 * not resolved a second time between the check and the connection (no DNS rebinding).
 */
export function pinnedLookup(allow: BlockList, resolve: Resolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    const family = typeof options === "object" ? options.family : undefined;
    const all = typeof options === "object" && (options as LookupAllOptions).all === true;
    resolve(hostname).then(
      (found) => {
        const addresses = found.filter((a) => !family || family === a.family || (family === "IPv4" && a.family === 4) || (family === "IPv6" && a.family === 6));
        for (const { address } of addresses) {
          const refusal = connectRefusal(address, allow);
          if (refusal) return callback(new RefusedAddressError(hostname, address, refusal), "", 0);
        }
        if (!addresses.length) {
          const error = Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" });
          return callback(error, "", 0);
        }
        if (all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
        callback(null, addresses[0].address, addresses[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}
