import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { LOG_LEVELS } from "./lib/logger.server";
import { parseMailbox } from "./mail/headers.server";
import { VARIANT_LOCALES, type SiteVariant } from "./site/variants";

const SITE_VARIANTS = Object.keys(VARIANT_LOCALES) as SiteVariant[];
/** The page cache's default budget: 64 MiB, of which one entry may take an eighth. */
export const DEFAULT_PAGE_CACHE_BYTES = 64 * 1024 * 1024;
const MAX_PAGE_CACHE_BYTES = 16 * 1024 * 1024 * 1024;

const hostMap = z
  .string()
  .default("")
  .transform((value, ctx) => {
    const map: Record<string, SiteVariant> = {};
    for (const pair of value.split(",").map((p) => p.trim()).filter(Boolean)) {
      const [host, variant] = pair.split("=").map((s) => s.trim().toLowerCase());
      if (!host || !(SITE_VARIANTS as readonly string[]).includes(variant ?? "")) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: `"${pair}" is not host=variant with variant one of ${SITE_VARIANTS.join(", ")}`,
        });
        return z.NEVER;
      }
      map[host] = variant as SiteVariant;
    }
    return map;
  });

/** An optional whole-number setting from `min` to `max`; empty means the default. */
function wholeNumber(min: number, max: number, fallback: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number({ message }).int(message).min(min, message).max(max, message).default(fallback),
  );
}

/** "10.0.0.5", "10.0.0.0/8", "fd00::/8": an IP address, optionally with a prefix length. */
function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

const addressList = z
  .string()
  .default("")
  .transform((value, ctx) => {
    const entries = value.split(",").map((e) => e.trim()).filter(Boolean);
    const bad = entries.find((entry) => !isAddressOrRange(entry));
    if (bad !== undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `"${bad}" is not an IP address or a range like 10.0.0.0/8` });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Connections each instance may hold: N instances take N × this + N (their LISTEN connections).
  DATABASE_POOL_SIZE: wholeNumber(1, 100, 10),
  // Seconds a start waits for an unreachable PostgreSQL (started beside it), trying again with back-off.
  DB_START_TIMEOUT: wholeNumber(0, 3600, 30),
  // Remix renders one instance runs at once; the others wait their turn (ADR 019).
  RENDER_CONCURRENCY: wholeNumber(1, 64, 4),
  // Bytes the page cache of one instance may hold (bodies, compressed copies, headers); 0 keeps nothing.
  PAGE_CACHE_BYTES: wholeNumber(0, MAX_PAGE_CACHE_BYTES, DEFAULT_PAGE_CACHE_BYTES),
  DATA_DIR: z.string().min(1).default("./data"),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SITE_HOSTS: hostMap,
  PUBLIC_URL: z
    .string()
    .url("must be an absolute URL like https://www.example.com")
    .regex(/^https?:\/\//, "must start with http:// or https://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  OEMBED_ENDPOINT: z
    .string()
    .url("must be an absolute URL like https://www.youtube.com/oembed")
    .regex(/^https?:\/\//, "must start with http:// or https://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Read by app/lib/logger.server.ts itself (the logger exists before the configuration); checked here.
  LOG_LEVEL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(["", ...LOG_LEVELS], { message: `must be one of ${LOG_LEVELS.join(", ")}` }))
    .optional(),
  TRUSTED_PROXIES: addressList,
  // Non-public receivers a form may forward to all the same (a CRM on the company network; tests).
  FORWARD_ALLOW_PRIVATE: addressList,
  // Milliseconds between two looks for due "Publish at…" / "Unpublish at…" jobs.
  SCHEDULER_POLL_MS: wholeNumber(100, 3_600_000, 15_000),
  // Days the audit log keeps an entry (issue 25).
  AUDIT_RETENTION_DAYS: wholeNumber(1, 36_500, 365),
  // The SMTP server the mail outbox delivers through (issue 44); unset: messages are kept, not sent.
  SMTP_URL: z
    .string()
    .trim()
    .refine((value) => value === "" || isSmtpUrl(value), "must be a URL like smtp://user:password@mail.example.com:587 (or smtps:// for port 465)")
    .optional()
    .transform((value) => value || undefined),
  // The From mailbox of the site's e-mail, e.g. "Vireo Sensors <web@vireo.example>".
  MAIL_FROM: z
    .string()
    .trim()
    .refine((value) => value === "" || parseMailbox(value) !== null, "must be one e-mail address, e.g. Vireo Sensors <web@example.com>")
    .optional()
    .transform((value) => value || undefined),
});

/** smtp:// or smtps:// with a host. */
function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** The most PostgreSQL connections this process's pool opens (unused with the embedded database). */
  databasePoolSize: number;
  /** Seconds a start keeps trying to reach PostgreSQL before it gives up (DB_START_TIMEOUT). */
  databaseStartTimeout: number;
  /** How many Remix renders run at once; more wait in arrival order (server/render-slots.ts). */
  renderConcurrency: number;
  /** The page cache's budget in bytes (server/page-cache.ts); an entry over an eighth of it is not kept. */
  pageCacheBytes: number;
  dataDir: string;
  sessionSecret: string;
  siteHosts: Record<string, SiteVariant>;
  /**
   * The main site's public origin (scheme, host, port): absolute URLs in pages, the request URL
   * Remix sees and the page cache's key are built from it, never from the request's Host.
   * Required in production; elsewhere `http://localhost:<PORT>` when unset.
   */
  publicUrl: string;
  /** The video provider's oEmbed endpoint (VIDEO_GROUP titles and thumbnails). */
  oembedEndpoint: string;
  /** Addresses and ranges of reverse proxies whose X-Forwarded-For names the visitor. */
  trustedProxies: string[];
  /** Addresses and ranges forms may forward submissions to although they are not public (loopback, private…). */
  forwardAllowPrivate: string[];
  /** How often the publish scheduler looks for due jobs (a job runs at most this late). */
  schedulerPollMs: number;
  /** Audit log entries older than this many days are deleted (checked at start and every 6 hours). */
  auditRetentionDays: number;
  /** The SMTP server the mail outbox sends through (SMTP_URL); unset: messages stay "unconfigured". */
  smtpUrl: string | undefined;
  /** The From mailbox (MAIL_FROM); unset: no-reply@ the host of publicUrl. */
  mailFrom: string | undefined;
};

export class ConfigError extends Error {}

/** Validates the environment once; every bad value is named in one clear message. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const v = parsed.data;
  const dataDir = path.resolve(v.DATA_DIR);
  if (v.NODE_ENV === "production" && !v.SESSION_SECRET) {
    throw new ConfigError("Invalid configuration: SESSION_SECRET is required in production (32+ characters)");
  }
  if (v.NODE_ENV === "production" && !v.PUBLIC_URL) {
    throw new ConfigError("Invalid configuration: PUBLIC_URL is required in production (the site's public origin, e.g. https://www.example.com)");
  }
  return {
    env: v.NODE_ENV,
    port: v.PORT,
    host: v.HOST,
    databaseUrl: v.DATABASE_URL,
    databasePoolSize: v.DATABASE_POOL_SIZE,
    databaseStartTimeout: v.DB_START_TIMEOUT,
    renderConcurrency: v.RENDER_CONCURRENCY,
    pageCacheBytes: v.PAGE_CACHE_BYTES,
    dataDir,
    sessionSecret: v.SESSION_SECRET ?? localSessionSecret(dataDir),
    siteHosts: v.SITE_HOSTS,
    publicUrl: v.PUBLIC_URL ? new URL(v.PUBLIC_URL).origin : `http://localhost:${v.PORT}`,
    oembedEndpoint: v.OEMBED_ENDPOINT ?? "https://www.youtube.com/oembed",
    trustedProxies: v.TRUSTED_PROXIES,
    forwardAllowPrivate: v.FORWARD_ALLOW_PRIVATE,
    schedulerPollMs: v.SCHEDULER_POLL_MS,
    auditRetentionDays: v.AUDIT_RETENTION_DAYS,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
  };
}

/** Outside production a secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function localSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const CONFIG = Symbol.for("sensorsite.config");
type Holder = { [CONFIG]?: Config };

/** The process-wide configuration (shared by the server bundle and the Remix bundle). */
export function getConfig(): Config {
  const holder = globalThis as Holder;
  return (holder[CONFIG] ??= parseConfig(process.env));
}

/** The host name of a Host header: lower case, without its port. */
function hostNameOf(host: string | null | undefined): string {
  if (!host) return "";
  const colon = host.indexOf(":");
  return (colon < 0 ? host : host.slice(0, colon)).toLowerCase();
}

export function siteVariantFor(host: string | null, config: Config = getConfig()): SiteVariant {
  const name = hostNameOf(host);
  return Object.hasOwn(config.siteHosts, name) ? config.siteHosts[name] : "main";
}

/** The origin of each SITE_HOSTS name, made once per configuration (every request asks). */
const siteOrigins = new WeakMap<Config, Map<string, string>>();

/**
 * The origin of a request's site, from the configuration only: a host name listed in SITE_HOSTS
 * gets PUBLIC_URL's scheme and port with that name; any other Host header (unknown, forged,
 * absent) gets PUBLIC_URL itself. What the client sent picks among known origins, never makes one.
 */
export function siteOrigin(host: string | null | undefined, config: Config = getConfig()): string {
  const name = hostNameOf(host);
  if (!Object.hasOwn(config.siteHosts, name)) return config.publicUrl;
  let origins = siteOrigins.get(config);
  if (!origins) siteOrigins.set(config, (origins = new Map()));
  let origin = origins.get(name);
  if (origin === undefined) {
    const url = new URL(config.publicUrl);
    url.hostname = name;
    origins.set(name, (origin = url.origin));
  }
  return origin;
}

/** The origin for absolute URLs in pages (canonical, hreflang, robots.txt, sitemap.xml). */
export function publicOrigin(request: Request, config: Config = getConfig()): string {
  return siteOrigin(request.headers.get("host"), config);
}
