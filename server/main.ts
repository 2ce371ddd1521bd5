import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { ConfigError, getConfig, siteOrigin, type Config } from "../app/config.server";
import { LOCALES } from "../app/i18n/locales";
import { href } from "../app/i18n/route-table";
import { metDatabaseOutage } from "../app/lib/database-outage.server";
import { requestContext } from "../app/site/request-context.server";
import { pgliteFolder } from "../db";
import { isDatabaseUnavailable } from "../db/unavailable";
import { isSameOrigin } from "../app/lib/same-origin.server";
import { contentChanged, onContentChange } from "../app/lib/content-events.server";
import { drainLogs, logger, requestLogger } from "../app/lib/logger.server";
import { allowList } from "../app/forms/forward-address.server";
import { startForwardWorker } from "../app/forms/forward-worker.server";
import { startMailWorker } from "../app/mail/mail-worker.server";
import { defaultSender } from "../app/mail/outbox.server";
import { startPublishScheduler } from "../app/editor/content/publish-scheduler.server";
import { pruneAuditLog } from "../app/audit/audit-log.server";
import { sendFetchResponse, toFetchRequest } from "./node-fetch";
import { clientAddress, trustedProxyList } from "./client-address";
import { listenForContentChanges } from "./content-channel";
import { answerDatabaseOutage, asDatabaseOutage } from "./database-outage";
import { DataDirInUseError, lockDataDir } from "../db/data-dir-lock";
import { answerHealth } from "./healthz";
import { answerReadiness } from "./readyz";
import { PageCache } from "./page-cache";
import { renderSlots, ServerBusyError } from "./render-slots";
import { withRouteIds } from "./route-ids";
import { BodyRefusedError, bodyLimitFor, discardUnreadBody, hasContent, isFormContentType, readBody } from "./request-body";
import { REQUEST_ID_HEADER, withRequestLog, type AnswerAtOnce, type RequestNote } from "./request-log";
import { plainTarget, requestUrl } from "./request-target";
import { newNonce, securityHeaders, setHeaders } from "./security-headers";
import { startDatabase, StartupError } from "./start-database";
import { loadStaticFiles, serveStatic } from "./static-files";
import type { DevServer } from "./dev-server";

// build/main.js sits next to build/server and build/client.
const buildDir = path.dirname(fileURLToPath(import.meta.url));
/** Renders that may wait for each slot (ADR 019); a GET beyond them is answered 503 at once. */
const WAITING_RENDERS_PER_SLOT = 64;
const BUSY_RETRY_AFTER_SECONDS = 5;
/** The methods the site answers; any other (TRACE, PUT, OPTIONS…) gets 405. */
const ALLOWED_METHODS = "GET, HEAD, POST";
/** A client has this long to send its request headers, and this long for the whole request (docs/deployment.md). */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 60_000;
const CACHE_HIT: RequestNote = Object.freeze({ cache: "hit" });
const LOGIN_PATHS: ReadonlySet<string> = new Set(LOCALES.map((locale) => href("login", locale)));
/**
 * `npm run dev` (`server/main.ts --dev`, ADR 034): the same server with Vite in middleware mode
 * instead of build/. Server modules are loaded through Vite on each request (changed ones afresh),
 * Vite answers its own requests before the app, and the page cache is off.
 */
const DEV = process.argv.includes("--dev");

/** Vite in middleware mode (server/dev-server.ts), imported only by `npm run dev`. */
async function startDev(httpServer: Server, config: Config): Promise<DevServer> {
  const { startDevServer } = await import("./dev-server");
  const hosts = [new URL(config.publicUrl).hostname, ...Object.keys(config.siteHosts)];
  return startDevServer({ httpServer, hosts, privateDirs: [config.dataDir, "backups"] });
}

async function main() {
  const config = getConfig();
  if (DEV && config.env === "production") {
    throw new ConfigError("NODE_ENV: npm run dev is the development server; run the production build with npm start");
  }
  // One process per embedded database folder; PostgreSQL takes any number of instances.
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  process.once("exit", unlock);
  const server = createServer();
  // In development Vite starts beside the database: both take seconds on a first start.
  const devStarting = DEV ? startDev(server, config) : undefined;
  devStarting?.catch(() => {}); // a failure is thrown below, after the database's own
  const db = await startDatabase(config, (line) => logger.info(line), (line) => logger.warn(line));
  const dev = await devStarting;
  const build = dev
    ? async () => withRouteIds(await dev.build())
    : withRouteIds((await import(path.join(buildDir, "server/index.js"))) as ServerBuild);
  const handle = createRequestHandler(build, config.env === "production" ? "production" : "development");
  const files = dev ? new Map() : loadStaticFiles(path.join(buildDir, "client"));
  const commonHeaders = securityHeaders(config.env === "production");
  const cache = new PageCache(commonHeaders, config.pageCacheBytes);
  const trustedProxies = trustedProxyList(config.trustedProxies);
  const slots = renderSlots(config.renderConcurrency, config.renderConcurrency * WAITING_RENDERS_PER_SLOT);
  onContentChange(() => cache.clear());
  // Publishes on other instances (and this one) arrive over LISTEN/NOTIFY after their COMMIT.
  const channel = await listenForContentChanges(db, config.databaseUrl, {
    onChange: () => contentChanged(), // empties the page cache and the published-data cache
    log: (line) => logger.warn(line),
  });
  // Forwards form submissions to their actionUrl from the outbox, in the background (ADR 028).
  const forwarding = startForwardWorker(db, { allow: allowList(config.forwardAllowPrivate) });
  // Delivers the mail outbox over SMTP_URL (issue 44, ADR 061); without it messages are kept as "unconfigured".
  if (!config.smtpUrl && config.env === "production") {
    logger.warn("[mail] SMTP_URL is not set: e-mail is kept in the outbox as \"not sent: no mail server configured\" until it is (docs/deployment.md)");
  }
  const mail = startMailWorker(db, { smtpUrl: config.smtpUrl, from: config.mailFrom ?? defaultSender(config.publicUrl) });
  // Runs "Publish at…" / "Unpublish at…" jobs when due, once across instances (issue 25, ADR 047).
  const scheduler = startPublishScheduler(db, { pollMs: config.schedulerPollMs });
  // The audit log keeps AUDIT_RETENTION_DAYS (issue 25): older entries go, at start and every 6 hours.
  const pruneAudit = () =>
    pruneAuditLog(db, config.auditRetentionDays).catch((error: unknown) => logger.error({ err: error }, "[audit] pruning failed; trying again later"));
  void pruneAudit();
  const auditPruning = setInterval(() => void pruneAudit(), 6 * 3_600_000);
  auditPruning.unref();

  // Every answer but a cache hit (whose entry holds them) gets these before anything is written.
  const setCommonHeaders = (res: ServerResponse, reqId: string) => {
    setHeaders(res, commonHeaders);
    res.setHeader(REQUEST_ID_HEADER, reqId);
  };
  const plain = (res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) =>
    res.writeHead(status, { "content-type": "text/plain; charset=utf-8", ...headers }).end(text);
  // Issue 20.1: the URL Remix sees and the cache key come from a configured origin and an
  // origin-form target; nothing the client sent (Host, an absolute or `//` target) makes one.
  const targetOf = (req: IncomingMessage) => {
    const origin = siteOrigin(req.headers.host, config);
    return { origin, target: plainTarget(req.url, origin) ?? requestUrl(req.url, origin) };
  };
  // A page-cache hit first, before the request context: it writes its precomputed headers (the
  // common ones included) and its body at once. Not in development: its pages would outlive the
  // edit of a module they were rendered with.
  const answerFromCache: AnswerAtOnce | undefined = dev
    ? undefined
    : (req, res, reqId) => {
        const { target } = targetOf(req);
        const key = target && cache.keyFor(req, target);
        return key && cache.serve(key, req, res, reqId) ? CACHE_HIT : undefined;
      };
  server.on("request", withRequestLog(async (req, res, note, reqId) => {
    try {
      const { origin, target } = targetOf(req);
      if (!target) {
        setCommonHeaders(res, reqId);
        return plain(res, 400, "Bad request target");
      }
      const key = dev ? null : cache.keyFor(req, target);
      const url = target instanceof URL ? target : new URL(origin + target.pathname);
      setCommonHeaders(res, reqId);
      const method = req.method;
      if (method !== "GET" && method !== "HEAD" && method !== "POST") {
        discardUnreadBody(req, res);
        return plain(res, 405, "Method Not Allowed", { allow: ALLOWED_METHODS });
      }
      if (serveStatic(files, req, res)) {
        note.routine = true;
        return;
      }
      // Every line about this request carries its id; the page code gets it as `context.log`. Made
      // after static files, which never log through it (a pino child per asset is work for nothing).
      const log = requestLogger(reqId);
      if (dev && method !== "POST") {
        note.routine = true; // read when the response closes, which may come before `serve` resolves
        if (await dev.serve(req, res)) return;
        note.routine = false;
      }
      if (url.pathname === "/healthz" && url.search === "" && method !== "POST") {
        note.routine = true;
        return await answerHealth(db, res, log);
      }
      if (url.pathname === "/readyz" && url.search === "" && method !== "POST") {
        note.routine = true;
        return await answerReadiness(db, res, { dataDir: config.databaseUrl ? undefined : pgliteFolder(config.dataDir), log });
      }
      let body: Buffer | undefined;
      if (method === "POST") {
        discardUnreadBody(req, res);
        if (!isSameOrigin({ origin: req.headers.origin, host: req.headers.host, secFetchSite: req.headers["sec-fetch-site"] as string | undefined })) {
          return plain(res, 403, "Cross-site request refused");
        }
        if (hasContent(req) && !isFormContentType(req.headers["content-type"])) return plain(res, 415, "Unsupported Media Type: send a form");
        // Read and bounded before a render slot is taken (issue 20.2): a trickling body holds no slot.
        const hasSession = (req.headers.cookie ?? "").includes("__session");
        body = await readBody(req, { maxBytes: bodyLimitFor(url.pathname, LOGIN_PATHS, hasSession) });
      }
      if (key) note.cache = "miss";
      const clientIp = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trustedProxies);
      const refusable = method === "GET" || method === "HEAD";
      const render = () =>
        slots.run(async () => {
          const request = toFetchRequest(req, res, { url, body });
          // Everything a loader, action or the render needs to know about the request, decided once (ADR 052).
          const context = requestContext(request, { nonce: newNonce(), clientIp, db, config, log });
          const response = await handle(request, context);
          return metDatabaseOutage(context) ? asDatabaseOutage(response) : response;
        }, refusable);
      const response = key ? await cache.fill(key, render) : await render();
      // Kept just now, by this request or one beside it; rendered again if evicted in between.
      if (response === null && cache.serve(key!, req, res, reqId, "miss")) return;
      await sendFetchResponse(res, response ?? (await render()), log);
    } catch (error) {
      const log = requestLogger(reqId);
      if (error instanceof BodyRefusedError) {
        if (!res.headersSent && !res.destroyed) plain(res, error.status, error.message);
        return;
      }
      if (error instanceof ServerBusyError && !res.headersSent) {
        res.writeHead(503, { "content-type": "text/plain; charset=utf-8", "retry-after": String(BUSY_RETRY_AFTER_SECONDS) });
        res.end("The server is busy. Please try again in a few seconds.");
        return;
      }
      if (isDatabaseUnavailable(error) && !res.headersSent) {
        log.warn({ err: error }, "[server] request failed: the database is unavailable");
        setCommonHeaders(res, reqId);
        answerDatabaseOutage(res);
        return;
      }
      log.error({ err: error }, "[server] request failed");
      if (!res.headersSent) {
        setCommonHeaders(res, reqId);
        res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      }
      res.end("Internal Server Error");
    }
  }, { answerAtOnce: answerFromCache }));
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, resolve);
  });
  const shown = config.host === "0.0.0.0" || config.host === "127.0.0.1" ? "localhost" : config.host;
  logger.info(`Vireo Sensors site listening on http://${shown}:${config.port}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    server.closeIdleConnections();
    const closed = new Promise((resolve) => server.close(resolve));
    await dev?.close(); // its HMR websockets would keep server.close() waiting
    await closed;
    await forwarding.stop(); // running attempts cut short go back to the queue
    await mail.stop(); // running sends get a few seconds to finish; the rest go back to the queue
    await scheduler.stop();
    clearInterval(auditPruning);
    await channel.close();
    await db.destroy();
    await drainLogs();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

// A refusal to start stays one plain line on stderr: it is read by whoever started the process,
// and stdout stays JSON only.
main().catch((error) => {
  if (error instanceof ConfigError || error instanceof StartupError || error instanceof DataDirInUseError) console.error(error.message);
  else if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") console.error(`Cannot start: ${(error as Error).message}`);
  else console.error("Cannot start:", error);
  process.exit(1);
});
