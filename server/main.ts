import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { ConfigError, getConfig } from "../app/config.server";
import { isSameOrigin } from "../app/lib/same-origin.server";
import { onContentChange } from "../app/lib/content-events.server";
import { sendFetchResponse, toFetchRequest } from "./node-fetch";
import { clientAddress, trustedProxyList } from "./client-address";
import { listenForContentChanges } from "./content-channel";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock";
import { answerHealth } from "./healthz";
import { PageCache } from "./page-cache";
import { newNonce, setSecurityHeaders } from "./security-headers";
import { startDatabase, StartupError } from "./start-database";
import { loadStaticFiles, serveStatic } from "./static-files";

// build/main.js sits next to build/server and build/client.
const buildDir = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const config = getConfig();
  // One process per embedded database folder; PostgreSQL takes any number of instances.
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  process.once("exit", unlock);
  const db = await startDatabase(config, (line) => console.log(line));
  const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  const handle = createRequestHandler(build, config.env === "production" ? "production" : "development");
  const files = loadStaticFiles(path.join(buildDir, "client"));
  const cache = new PageCache();
  const trustedProxies = trustedProxyList(config.trustedProxies);
  onContentChange(() => cache.clear());
  // Publishes on other instances (and this one) arrive over LISTEN/NOTIFY after their COMMIT.
  const channel = await listenForContentChanges(db, config.databaseUrl, {
    onChange: () => cache.clear(),
    log: (line) => console.warn(line),
  });

  const server = createServer(async (req, res) => {
    try {
      setSecurityHeaders(res, config.env === "production");
      if (serveStatic(files, req, res)) return;
      if (req.url === "/healthz" && (req.method === "GET" || req.method === "HEAD")) return await answerHealth(db, res);
      if (req.method !== "GET" && req.method !== "HEAD" && !isSameOrigin({
        origin: req.headers.origin,
        host: req.headers.host,
        secFetchSite: req.headers["sec-fetch-site"] as string | undefined,
      })) {
        res.writeHead(403, { "content-type": "text/plain; charset=utf-8" }).end("Cross-site request refused");
        return;
      }
      const key = cache.keyFor(req);
      if (key && cache.serve(key, req, res)) return;
      const clientIp = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trustedProxies);
      const response = await handle(toFetchRequest(req, res, newNonce(), clientIp));
      if (key && PageCache.cacheable(response)) {
        cache.store(key, response, Buffer.from(await response.arrayBuffer()));
        cache.serve(key, req, res);
        return;
      }
      await sendFetchResponse(res, response);
    } catch (error) {
      console.error("[server] request failed", error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    }
  });
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, resolve);
  });
  const shown = config.host === "0.0.0.0" || config.host === "127.0.0.1" ? "localhost" : config.host;
  console.log(`Vireo Sensors site listening on http://${shown}:${config.port}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    server.closeIdleConnections();
    await new Promise((resolve) => server.close(resolve));
    await channel.close();
    await db.destroy();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof StartupError || error instanceof DataDirInUseError) console.error(error.message);
  else if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") console.error(`Cannot start: ${(error as Error).message}`);
  else console.error("Cannot start:", error);
  process.exit(1);
});
