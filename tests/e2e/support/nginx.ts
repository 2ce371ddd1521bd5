import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort, REPO_ROOT, type ProcessResult } from "./server";

/** The example configuration docs/deployment.md points to; the tests run it as it is. */
export const DEPLOY_NGINX_CONF = path.join(REPO_ROOT, "deploy/nginx.conf");

export function nginxPath(): string {
  return process.env.NGINX_PATH || "/usr/sbin/nginx";
}

export type NginxPlaceholders = { UPSTREAMS: string; LISTEN: string; SERVER_NAME: string; CACHE_DIR: string; ACCESS_LOG: string };

/** deploy/nginx.conf with its `{{NAME}}` placeholders filled in; an unknown or unfilled one is an error. */
export function fillPlaceholders(template: string, values: NginxPlaceholders): string {
  const found = new Set([...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]));
  const expected = Object.keys(values);
  const missing = [...found].filter((name) => !expected.includes(name));
  const unused = expected.filter((name) => !found.has(name));
  if (missing.length || unused.length) {
    throw new Error(`deploy/nginx.conf placeholders changed: no value for ${missing.join(", ") || "-"}; not in the file: ${unused.join(", ") || "-"}`);
  }
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: keyof NginxPlaceholders) => values[name]);
}

export type RunningNginx = {
  url: string;
  port: number;
  pid: number;
  /** nginx's access log so far (the deploy config's `sensorsite_cache` format). */
  accessLog(): string;
  output(): string;
  stop(timeoutMs?: number): Promise<ProcessResult>;
};

/** Resolves once something accepts connections on the port (or once `gaveUp()` says to stop trying). */
function waitForPort(port: number, timeoutMs: number, gaveUp: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (gaveUp()) return resolve();
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx does not accept connections on port ${port} after ${timeoutMs} ms`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * Runs nginx in the foreground as the current user with deploy/nginx.conf included in a minimal
 * main configuration that holds only what a system nginx.conf holds (pid, logs, temporary
 * folders), everything inside a fresh temporary folder. A missing nginx FAILS the test with the
 * way to install it.
 */
export async function startNginx(upstreams: string[], timeoutMs = 15_000): Promise<RunningNginx> {
  const executable = nginxPath();
  if (!existsSync(executable)) {
    throw new Error(`nginx not found at ${executable}: install it with \`apt-get install nginx-light\` (Debian/Ubuntu) or set NGINX_PATH`);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "sensorsite-nginx-"));
  const port = await freePort();
  const accessLog = path.join(dir, "access.log");
  const site = fillPlaceholders(readFileSync(DEPLOY_NGINX_CONF, "utf8"), {
    UPSTREAMS: upstreams.map((address) => `server ${address};`).join("\n    "),
    LISTEN: `127.0.0.1:${port}`,
    SERVER_NAME: "127.0.0.1 localhost",
    CACHE_DIR: path.join(dir, "cache"),
    ACCESS_LOG: accessLog,
  });
  writeFileSync(path.join(dir, "sensorsite.conf"), site);
  mkdirSync(path.join(dir, "temp"));
  const temp = (name: string) => path.join(dir, "temp", name);
  // As root, nginx would run its workers as "nobody", which cannot enter the private temp folder.
  const user = os.userInfo().uid === 0 ? "user root;" : "";
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `${user}
daemon off;
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  include ${path.join(dir, "sensorsite.conf")};
}
`,
  );

  const child = spawn(executable, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<ProcessResult>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal, output })));
  const errorLog = () => (existsSync(path.join(dir, "error.log")) ? readFileSync(path.join(dir, "error.log"), "utf8") : "");

  let listening = false;
  try {
    await Promise.race([
      waitForPort(port, timeoutMs, () => child.exitCode !== null || child.signalCode !== null),
      exited.then(({ code, signal }) => {
        if (!listening) throw new Error(`nginx exited (code ${code}, signal ${signal}) before listening:\n${output}${errorLog()}`);
      }),
    ]);
    listening = true;
  } catch (error) {
    child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    accessLog: () => (existsSync(accessLog) ? readFileSync(accessLog, "utf8") : ""),
    output: () => output + errorLog(),
    async stop(stopTimeoutMs = 10_000) {
      if (child.exitCode === null && child.signalCode === null) {
        process.kill(child.pid!, "SIGTERM"); // fast shutdown of the master and its workers
        const killer = setTimeout(() => child.kill("SIGKILL"), stopTimeoutMs);
        await exited;
        clearTimeout(killer);
      }
      const result = await exited;
      const log = errorLog();
      rmSync(dir, { recursive: true, force: true });
      return { ...result, output: result.output + log };
    },
  };
}
