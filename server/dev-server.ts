// `npm run dev` only (ADR 034): Vite in middleware mode inside our own server (server/main.ts).
// server/main.ts imports this file dynamically and this file imports Vite dynamically, so the
// production server (`npm start`) never loads Vite.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import type { Logger as ViteLogger, LogErrorOptions, Plugin } from "vite";
import { contentChanged } from "../app/lib/content-events.server";
import { logger } from "../app/lib/logger.server";

/** The virtual module the Remix Vite plugin serves the server build as (Remix docs, "Vite: custom server"). */
const SERVER_BUILD_ID = "virtual:remix/server-build";

export type DevServer = {
  /** The server build as it is now: the modules changed since the last request are loaded afresh. */
  build(): Promise<ServerBuild>;
  /**
   * Lets Vite answer its own GET/HEAD requests: client modules, `/@vite/client`, dependencies,
   * `public/` files. Resolves true when it answered, false when the request is the app's.
   */
  serve(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Stops the file watcher and closes the HMR websockets (the HTTP server is the caller's). */
  close(): Promise<void>;
};

export type DevServerOptions = {
  /** Our HTTP server: Vite's HMR websocket shares its port (no second port to configure or free). */
  httpServer: Server;
  /** Host names the site answers to besides localhost and IP addresses (PUBLIC_URL's, SITE_HOSTS'). */
  hosts: string[];
  /** Folders under the project that Vite must never serve as files (DATA_DIR: the database, the session secret). */
  privateDirs: string[];
};

/** Vite's default `server.fs.deny`, which setting the option replaces. */
const VITE_DEFAULT_DENY = [".env", ".env.*", "*.{crt,pem}", "**/.git/**"];

/** Vite's messages (HMR updates, dependency optimisation, errors) as our JSON log lines: stdout stays JSON only. */
function viteLogger(): ViteLogger {
  // eslint-disable-next-line no-control-regex
  const plain = (message: string) => message.replace(/\x1b\[[0-9;]*m/g, "").trim();
  const warned = new Set<string>();
  const errors = new WeakSet<Error>();
  const own: ViteLogger = {
    hasWarned: false,
    info: (message) => logger.info(`[vite] ${plain(message)}`),
    warn: (message) => {
      own.hasWarned = true;
      logger.warn(`[vite] ${plain(message)}`);
    },
    warnOnce: (message) => {
      if (warned.has(message)) return;
      warned.add(message);
      own.warn(message);
    },
    error: (message, options?: LogErrorOptions) => {
      if (options?.error) errors.add(options.error as Error);
      logger.error({ err: options?.error }, `[vite] ${plain(message)}`);
    },
    clearScreen: () => {},
    hasErrorLogged: (error) => errors.has(error as Error),
  };
  return own;
}

/**
 * Replaces the Remix plugin's development hooks (set in its `configureServer`, which runs first)
 * with stack traces only. Its other hook puts the CSS that modules import for their side effects
 * into each page as critical CSS; this app links every stylesheet (`?url`), so there is none, and
 * finding that out walked the whole server module graph on every page request, resolving each
 * server package (pglite, pg, sharp, @node-rs/argon2…) as a browser dependency: Vite then tried
 * to bundle them for the browser and failed on argon2, which broke the browser's dependencies.
 */
function remixDevHooks(): Plugin {
  return {
    name: "sensorsite:remix-dev-hooks",
    async configureServer(vite) {
      // Imported here, as Vite is: nothing of the development server loads in production.
      const { unstable_setDevServerHooks } = await import("@remix-run/server-runtime");
      unstable_setDevServerHooks({
        processRequestError: (error) => {
          if (error instanceof Error) vite.ssrFixStacktrace(error);
        },
      });
    },
  };
}

export async function startDevServer({ httpServer, hosts, privateDirs }: DevServerOptions): Promise<DevServer> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    appType: "custom",
    customLogger: viteLogger(),
    // The optimised dependencies beside the clone (gitignored), not in node_modules/.vite: a
    // node_modules shared by several checkouts is read-only to each of them.
    cacheDir: ".cache/vite",
    plugins: [remixDevHooks()],
    server: {
      middlewareMode: true,
      hmr: { server: httpServer },
      // Pages are same-origin; no other origin needs our modules.
      cors: false,
      allowedHosts: hosts,
      fs: { deny: [...VITE_DEFAULT_DENY, ...privateDirs.map((dir) => `${path.resolve(dir)}/**`)] },
      // The embedded database writes under DATA_DIR all the time, and `npm run build` into build/:
      // no HMR event (and no page reload) for those.
      watch: { ignored: [...privateDirs, "build"].map((dir) => `${path.resolve(dir)}/**`) },
    },
  });
  // The published-data cache (header, footer, lists) lives on globalThis and outlives a module
  // reload: a changed loader or query would show the old data until the next publish. Every
  // change empties it, as a publish does.
  vite.watcher.on("all", () => contentChanged());
  return {
    build: () => vite.ssrLoadModule(SERVER_BUILD_ID) as Promise<ServerBuild>,
    serve: (req, res) =>
      new Promise((resolve, reject) => {
        const answered = () => resolve(true);
        res.once("close", answered);
        vite.middlewares(req, res, (error?: unknown) => {
          res.off("close", answered);
          if (error) reject(error instanceof Error ? error : new Error(String(error)));
          else resolve(false);
        });
      }),
    close: () => vite.close(),
  };
}
