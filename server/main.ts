import { createServer, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { ConfigError, getConfig } from "../app/config.server";
import { isSameOrigin } from "../app/lib/same-origin.server";
import { contentChanged, onContentChange } from "../app/lib/content-events.server";
import { flushLogs, logger } from "../app/lib/logger.server";
import { sendFetchResponse, toFetchRequest } from "./node-fetch";
import { clientAddress, requestProtocol, trustedProxyList } from "./client-address";
import { listenForContentChanges } from "./content-channel";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock";
import { answerHealth } from "./healthz";
import { PageCache } from "./page-cache";
import { renderSlots, ServerBusyError } from "./render-slots";
import { REQUEST_ID_HEADER, withRequestLog } from "./request-log";
import { newNonce, securityHeaders, setHeaders } from "./security-headers";
import { startDatabase, StartupError } from "./start-database";
import { loadStaticFiles, serveStatic } from "./static-files";

// build/main.js sits next to build/server and build/client.
const buildDir = path.dirname(fileURLToPath(import.meta.url));
/** Renders that may wait for each slot (ADR 019); a GET beyond them is answered 503 at once. */
const WAITING_RENDERS_PER_SLOT = 64;
const BUSY_RETRY_AFTER_SECONDS = 5;

async function main() {
  const config = getConfig();
  // One process per embedded database folder; PostgreSQL takes any number of instances.
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  process.once("exit", unlock);
  const db = await startDatabase(config, (line) => logger.info(line));
  const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  const handle = createRequestHandler(build, config.env === "production" ? "production" : "development");
  const files = loadStaticFiles(path.join(buildDir, "client"));
  const commonHeaders = securityHeaders(config.env === "production");
  const cache = new PageCache(commonHeaders);
  const trustedProxies = trustedProxyList(config.trustedProxies);
  const slots = renderSlots(config.renderConcurrency, config.renderConcurrency * WAITING_RENDERS_PER_SLOT);
  onContentChange(() => cache.clear());
  // Publishes on other instances (and this one) arrive over LISTEN/NOTIFY after their COMMIT.
  const channel = await listenForContentChanges(db, config.databaseUrl, {
    onChange: () => contentChanged(), // empties the page cache and the published-data cache
    log: (line) => logger.warn(line),
  });

  // Every answer but a cache hit (whose entry holds them) gets these before anything is written.
  const setCommonHeaders = (res: ServerResponse, reqId: string) => {
    setHeaders(res, commonHeaders);
    res.setHeader(REQUEST_ID_HEADER, reqId);
  };
  const server = createServer(withRequestLog(async (req, res, note, reqId) => {
    try {
      const protocol = requestProtocol(req.socket.remoteAddress, req.headers["x-forwarded-proto"], trustedProxies);
      // A page-cache hit first: it writes its precomputed headers (the common ones included) at once.
      const key = cache.keyFor(req, protocol);
      if (key && cache.serve(key, req, res, reqId)) {
        note.cache = "hit";
        return;
      }
      setCommonHeaders(res, reqId);
      if (serveStatic(files, req, res)) {
        note.routine = true;
        return;
      }
      if (req.url === "/healthz" && (req.method === "GET" || req.method === "HEAD")) {
        note.routine = true;
        return await answerHealth(db, res);
      }
      if (req.method !== "GET" && req.method !== "HEAD" && !isSameOrigin({
        origin: req.headers.origin,
        host: req.headers.host,
        secFetchSite: req.headers["sec-fetch-site"] as string | undefined,
      })) {
        res.writeHead(403, { "content-type": "text/plain; charset=utf-8" }).end("Cross-site request refused");
        return;
      }
      if (key) note.cache = "miss";
      const clientIp = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trustedProxies);
      const refusable = req.method === "GET" || req.method === "HEAD";
      const render = () => slots.run(() => handle(toFetchRequest(req, res, { nonce: newNonce(), clientIp, protocol })), refusable);
      const response = key ? await cache.fill(key, render) : await render();
      if (response === null) cache.serve(key!, req, res, reqId, "miss"); // rendered just now, by this request or one beside it
      else await sendFetchResponse(res, response);
    } catch (error) {
      if (error instanceof ServerBusyError && !res.headersSent) {
        res.writeHead(503, { "content-type": "text/plain; charset=utf-8", "retry-after": String(BUSY_RETRY_AFTER_SECONDS) });
        res.end("The server is busy. Please try again in a few seconds.");
        return;
      }
      logger.error({ err: error }, "[server] request failed");
      if (!res.headersSent) {
        setCommonHeaders(res, reqId);
        res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      }
      res.end("Internal Server Error");
    }
  }));
  server.keepAliveTimeout = 65_000;

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
    await new Promise((resolve) => server.close(resolve));
    await channel.close();
    await db.destroy();
    flushLogs();
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
