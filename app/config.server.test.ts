import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, parseConfig, publicOrigin, siteOrigin, siteVariantFor } from "./config.server";

const root = mkdtempSync(path.join(os.tmpdir(), "sensorsite-config-"));
let n = 0;
/** A fresh DATA_DIR per test: a generated session secret is written there. */
const freshDir = () => path.join(root, `data-${++n}`);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const SECRET = "x".repeat(32);

function configError(env: Record<string, string>): ConfigError {
  try {
    parseConfig(env as NodeJS.ProcessEnv);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error("expected a ConfigError");
}

describe("parseConfig", () => {
  it("has working defaults", () => {
    const dataDir = freshDir();
    const config = parseConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      env: "development",
      port: 3000,
      host: "127.0.0.1",
      databaseUrl: undefined,
      dataDir: path.resolve(dataDir),
      siteHosts: {},
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it.each(["abc", "0", "70000", "3.5"])("rejects PORT=%s", (PORT) => {
    const { message } = configError({ PORT, DATA_DIR: freshDir() });
    expect(message).toMatch(/^Invalid configuration: PORT: /);
  });

  it("rejects a DATABASE_URL that is not a PostgreSQL URL", () => {
    const { message } = configError({ DATABASE_URL: "mysql://localhost/site", DATA_DIR: freshDir() });
    expect(message).toBe("Invalid configuration: DATABASE_URL: must start with postgres:// or postgresql://");
  });

  it("reads DATABASE_POOL_SIZE, 10 by default", () => {
    expect(parseConfig({ DATA_DIR: freshDir() }).databasePoolSize).toBe(10);
    expect(parseConfig({ DATA_DIR: freshDir(), DATABASE_POOL_SIZE: "4" }).databasePoolSize).toBe(4);
    expect(parseConfig({ DATA_DIR: freshDir(), DATABASE_POOL_SIZE: "" }).databasePoolSize).toBe(10);
  });

  it.each(["0", "101", "2.5", "many", "-3"])("rejects DATABASE_POOL_SIZE=%s", (DATABASE_POOL_SIZE) => {
    const { message } = configError({ DATABASE_POOL_SIZE, DATA_DIR: freshDir() });
    expect(message).toBe("Invalid configuration: DATABASE_POOL_SIZE: must be a whole number from 1 to 100");
  });

  it("reads RENDER_CONCURRENCY, 4 by default", () => {
    expect(parseConfig({ DATA_DIR: freshDir() }).renderConcurrency).toBe(4);
    expect(parseConfig({ DATA_DIR: freshDir(), RENDER_CONCURRENCY: "16" }).renderConcurrency).toBe(16);
    expect(parseConfig({ DATA_DIR: freshDir(), RENDER_CONCURRENCY: "" }).renderConcurrency).toBe(4);
  });

  it.each(["0", "65", "1.5", "all"])("rejects RENDER_CONCURRENCY=%s", (RENDER_CONCURRENCY) => {
    const { message } = configError({ RENDER_CONCURRENCY, DATA_DIR: freshDir() });
    expect(message).toBe("Invalid configuration: RENDER_CONCURRENCY: must be a whole number from 1 to 64");
  });

  it("reads PAGE_CACHE_BYTES, 64 MiB by default, 0 keeping nothing", () => {
    expect(parseConfig({ DATA_DIR: freshDir() }).pageCacheBytes).toBe(64 * 1024 * 1024);
    expect(parseConfig({ DATA_DIR: freshDir(), PAGE_CACHE_BYTES: "4096" }).pageCacheBytes).toBe(4096);
    expect(parseConfig({ DATA_DIR: freshDir(), PAGE_CACHE_BYTES: "0" }).pageCacheBytes).toBe(0);
    expect(parseConfig({ DATA_DIR: freshDir(), PAGE_CACHE_BYTES: "" }).pageCacheBytes).toBe(64 * 1024 * 1024);
  });

  it.each(["-1", "1.5", "64MB", "17179869185"])("rejects PAGE_CACHE_BYTES=%s", (PAGE_CACHE_BYTES) => {
    const { message } = configError({ PAGE_CACHE_BYTES, DATA_DIR: freshDir() });
    expect(message).toBe("Invalid configuration: PAGE_CACHE_BYTES: must be a whole number from 0 to 17179869184");
  });

  it("treats an empty DATABASE_URL as unset and keeps a PostgreSQL URL", () => {
    expect(parseConfig({ DATABASE_URL: "", DATA_DIR: freshDir() }).databaseUrl).toBeUndefined();
    const url = "postgresql://site@db.internal:5432/site";
    expect(parseConfig({ DATABASE_URL: url, DATA_DIR: freshDir() }).databaseUrl).toBe(url);
  });

  it.each(["developer.example.com", "developer.example.com=intranet", "=developer"])("rejects SITE_HOSTS=%s", (SITE_HOSTS) => {
    const { message } = configError({ SITE_HOSTS, DATA_DIR: freshDir() });
    expect(message).toMatch(/^Invalid configuration: SITE_HOSTS: ".*" is not host=variant with variant one of main, developer, automotive/);
  });

  it("maps SITE_HOSTS host names to site variants", () => {
    const config = parseConfig({
      SITE_HOSTS: "Developer.Example.com=developer, automotive.example.com=automotive",
      DATA_DIR: freshDir(),
    });
    expect(config.siteHosts).toEqual({ "developer.example.com": "developer", "automotive.example.com": "automotive" });
    expect(siteVariantFor("developer.example.com:3000", config)).toBe("developer");
    expect(siteVariantFor("AUTOMOTIVE.example.com", config)).toBe("automotive");
    expect(siteVariantFor("www.example.com", config)).toBe("main");
    expect(siteVariantFor(null, config)).toBe("main");
  });

  it("names every bad value in one message", () => {
    const { message } = configError({ PORT: "x", DATABASE_URL: "http://x", DATA_DIR: freshDir() });
    expect(message).toContain("PORT: ");
    expect(message).toContain("DATABASE_URL: ");
  });

  it("requires SESSION_SECRET in production and writes no generated one", () => {
    const dataDir = freshDir();
    const { message } = configError({ NODE_ENV: "production", DATA_DIR: dataDir });
    expect(message).toBe("Invalid configuration: SESSION_SECRET is required in production (32+ characters)");
    expect(existsSync(path.join(dataDir, "session-secret"))).toBe(false);
    expect(parseConfig({ NODE_ENV: "production", SESSION_SECRET: SECRET, PUBLIC_URL: "https://www.example.com", DATA_DIR: dataDir }).sessionSecret).toBe(SECRET);
  });

  it("requires PUBLIC_URL in production, and defaults it to localhost and PORT elsewhere", () => {
    const { message } = configError({ NODE_ENV: "production", SESSION_SECRET: SECRET, DATA_DIR: freshDir() });
    expect(message).toBe("Invalid configuration: PUBLIC_URL is required in production (the site's public origin, e.g. https://www.example.com)");
    expect(parseConfig({ DATA_DIR: freshDir(), PORT: "4321" }).publicUrl).toBe("http://localhost:4321");
    expect(parseConfig({ DATA_DIR: freshDir(), PUBLIC_URL: "https://www.example.com/some/path/" }).publicUrl).toBe("https://www.example.com");
    expect(configError({ DATA_DIR: freshDir(), PUBLIC_URL: "ftp://x.example" }).message).toContain("PUBLIC_URL: ");
  });

  it("rejects a short SESSION_SECRET", () => {
    const { message } = configError({ SESSION_SECRET: "short", DATA_DIR: freshDir() });
    expect(message).toBe("Invalid configuration: SESSION_SECRET: must be at least 32 characters");
  });

  it("persists a generated session secret in DATA_DIR and reuses it", () => {
    const dataDir = freshDir();
    const first = parseConfig({ DATA_DIR: dataDir }).sessionSecret;
    const file = path.join(dataDir, "session-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(parseConfig({ DATA_DIR: dataDir, NODE_ENV: "test" }).sessionSecret).toBe(first);
    expect(parseConfig({ DATA_DIR: freshDir() }).sessionSecret).not.toBe(first);
  });

  it("prefers SESSION_SECRET from the environment over a generated one", () => {
    const dataDir = freshDir();
    expect(parseConfig({ DATA_DIR: dataDir, SESSION_SECRET: SECRET }).sessionSecret).toBe(SECRET);
    expect(existsSync(path.join(dataDir, "session-secret"))).toBe(false);
  });

  it("reads OEMBED_ENDPOINT, defaulting to the provider's, and refuses one that is not an http(s) URL", () => {
    expect(parseConfig({ DATA_DIR: freshDir() }).oembedEndpoint).toBe("https://www.youtube.com/oembed");
    expect(parseConfig({ DATA_DIR: freshDir(), OEMBED_ENDPOINT: "" }).oembedEndpoint).toBe("https://www.youtube.com/oembed");
    expect(parseConfig({ DATA_DIR: freshDir(), OEMBED_ENDPOINT: "http://127.0.0.1:9/oembed" }).oembedEndpoint).toBe("http://127.0.0.1:9/oembed");
    expect(configError({ DATA_DIR: freshDir(), OEMBED_ENDPOINT: "ftp://x/oembed" }).message).toMatch(/^Invalid configuration: OEMBED_ENDPOINT: /);
  });

  it("accepts a LOG_LEVEL naming a level in any case, or empty, and refuses any other value", () => {
    for (const LOG_LEVEL of ["", "debug", " WARN ", "silent"]) expect(() => parseConfig({ DATA_DIR: freshDir(), LOG_LEVEL })).not.toThrow();
    expect(configError({ DATA_DIR: freshDir(), LOG_LEVEL: "verbose" }).message).toBe(
      "Invalid configuration: LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent",
    );
  });

  it("reads TRUSTED_PROXIES as addresses and ranges, empty by default", () => {
    expect(parseConfig({ DATA_DIR: freshDir() }).trustedProxies).toEqual([]);
    expect(parseConfig({ DATA_DIR: freshDir(), TRUSTED_PROXIES: " 127.0.0.1, 10.0.0.0/8,fd00::/8 " }).trustedProxies).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "fd00::/8",
    ]);
  });

  it.each(["localhost", "10.0.0.0/33", "fd00::/129", "10.0.0.0/8/1", "10.0.0.0/", "300.1.1.1"])("rejects TRUSTED_PROXIES=%s", (TRUSTED_PROXIES) => {
    const { message } = configError({ TRUSTED_PROXIES, DATA_DIR: freshDir() });
    expect(message).toBe(`Invalid configuration: TRUSTED_PROXIES: "${TRUSTED_PROXIES}" is not an IP address or a range like 10.0.0.0/8`);
  });

  it("reads FORWARD_ALLOW_PRIVATE as addresses and ranges, empty (public receivers only) by default", () => {
    expect(parseConfig({ DATA_DIR: freshDir() }).forwardAllowPrivate).toEqual([]);
    expect(parseConfig({ DATA_DIR: freshDir(), FORWARD_ALLOW_PRIVATE: "127.0.0.1, 10.20.0.0/16" }).forwardAllowPrivate).toEqual(["127.0.0.1", "10.20.0.0/16"]);
    expect(configError({ DATA_DIR: freshDir(), FORWARD_ALLOW_PRIVATE: "crm.internal" }).message).toBe(
      'Invalid configuration: FORWARD_ALLOW_PRIVATE: "crm.internal" is not an IP address or a range like 10.0.0.0/8',
    );
  });

  it("reads SMTP_URL and MAIL_FROM, both unset (nothing is sent) by default", () => {
    expect(parseConfig({ DATA_DIR: freshDir() })).toMatchObject({ smtpUrl: undefined, mailFrom: undefined });
    expect(parseConfig({ DATA_DIR: freshDir(), SMTP_URL: "", MAIL_FROM: "" })).toMatchObject({ smtpUrl: undefined, mailFrom: undefined });
    const config = parseConfig({ DATA_DIR: freshDir(), SMTP_URL: "smtp://web:s3cret@mail.example.com:587", MAIL_FROM: "Vireo Sensors <web@vireo.example>" });
    expect(config).toMatchObject({ smtpUrl: "smtp://web:s3cret@mail.example.com:587", mailFrom: "Vireo Sensors <web@vireo.example>" });
    expect(parseConfig({ DATA_DIR: freshDir(), SMTP_URL: "smtps://mail.example.com" }).smtpUrl).toBe("smtps://mail.example.com");
  });

  it.each(["mail.example.com:587", "http://mail.example.com", "smtp://", "not a url"])("rejects SMTP_URL=%s without repeating it", (SMTP_URL) => {
    const { message } = configError({ SMTP_URL, DATA_DIR: freshDir() });
    expect(message).toBe("Invalid configuration: SMTP_URL: must be a URL like smtp://user:password@mail.example.com:587 (or smtps:// for port 465)");
  });

  it.each(["web", "a@b.c, d@e.f", "Web <web@example.com>\r\nBcc: x@evil.example", "<@example.com>"])("rejects MAIL_FROM=%j", (MAIL_FROM) => {
    const { message } = configError({ MAIL_FROM, DATA_DIR: freshDir() });
    expect(message).toBe("Invalid configuration: MAIL_FROM: must be one e-mail address, e.g. Vireo Sensors <web@example.com>");
  });
});

describe("siteOrigin", () => {
  const config = parseConfig({
    DATA_DIR: freshDir(),
    PUBLIC_URL: "https://www.example.com:8443",
    SITE_HOSTS: "developer.example.com=developer",
  });

  it("is PUBLIC_URL for the main site and for any Host the configuration does not name", () => {
    for (const host of [undefined, "", "www.example.com", "evil.example", "evil.example:8443", "__proto__", "constructor"]) {
      expect(siteOrigin(host, config)).toBe("https://www.example.com:8443");
    }
    expect(siteVariantFor("__proto__", config)).toBe("main");
  });

  it("gives a SITE_HOSTS host name PUBLIC_URL's scheme and port, whatever port the client sent", () => {
    expect(siteOrigin("developer.example.com", config)).toBe("https://developer.example.com:8443");
    expect(siteOrigin("Developer.Example.com:1", config)).toBe("https://developer.example.com:8443");
  });

  it("builds pages' absolute URLs from it, not from the request URL", () => {
    const request = new Request("http://evil.example/company", { headers: { host: "evil.example" } });
    expect(publicOrigin(request, config)).toBe("https://www.example.com:8443");
  });
});
