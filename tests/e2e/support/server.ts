import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));
export const SERVER_ENTRY = path.join(REPO_ROOT, "build/main.js");

/** A port nobody listens on right now: listen on port 0, read it, close. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export function assertBuilt(): void {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` before \`npm run test:e2e\``);
}

export type ServerEnv = {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  extra?: Record<string, string>;
};

/**
 * The environment `node build/main.js` gets: production, 127.0.0.1, a test secret, PUBLIC_URL on
 * its port (required in production), no inherited DATABASE_URL, no outside oEmbed calls.
 */
export function serverEnv({ port, dataDir, databaseUrl, extra }: ServerEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    SESSION_SECRET: "e2e-test-session-secret-0123456789abcdef",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SITE_HOSTS: "",
    // Video modules ask an oEmbed endpoint: never the real provider from a test (a closed local port).
    OEMBED_ENDPOINT: "http://127.0.0.1:9/oembed",
    // startServer waits for the "listening" line and tests read access lines: both are at info.
    LOG_LEVEL: "info",
    // "Publish at…" jobs run within half a second of their time (scheduled-publishing.test.ts).
    SCHEDULER_POLL_MS: "500",
    ...extra,
  };
  delete env.DATABASE_URL;
  delete env.VITEST;
  delete env.VITEST_POOL_ID;
  delete env.VITEST_WORKER_ID;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

export type ProcessResult = { code: number | null; signal: NodeJS.Signals | null; output: string };

/** Runs `node build/main.js` to its end (for start-up failures); kills it after `timeoutMs`. */
export function runServerToExit(env: NodeJS.ProcessEnv, timeoutMs = 20_000): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: REPO_ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`The server did not exit within ${timeoutMs} ms. Output:\n${output}`));
    }, timeoutMs);
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, output });
    });
  });
}

export type RunningServer = {
  url: string;
  pid: number;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** The complete lines of its stdout so far, each parsed as JSON (a line that is not JSON throws). */
  logs(): Record<string, unknown>[];
  /** Sends SIGTERM to the server's PID and resolves with its exit code (SIGKILL after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<ProcessResult>;
};

export type StartOptions = {
  /** false (benchmarks): stdout is read and dropped after the "listening" line instead of kept. */
  keepOutput?: boolean;
  /** Stdout goes to this file instead of a pipe (benchmarks: no reader in this process takes CPU from the server). */
  stdoutFile?: string;
  /** Runs the server on these CPUs only (`taskset -c`, e.g. "1"): a benchmark keeps it off the load generator's CPU. */
  cpus?: string;
};

/** Starts `node build/main.js` and resolves once it logged its "listening" line. */
export function startServer(env: NodeJS.ProcessEnv, timeoutMs = 90_000, { keepOutput = true, stdoutFile, cpus }: StartOptions = {}): Promise<RunningServer> {
  const stdoutFd = stdoutFile ? openSync(stdoutFile, "w") : undefined;
  const [command, args] = cpus ? ["taskset", ["-c", cpus, process.execPath, SERVER_ENTRY]] : [process.execPath, [SERVER_ENTRY]];
  const child: ChildProcess = spawn(command, args, {
    cwd: REPO_ROOT,
    env,
    stdio: ["ignore", stdoutFd ?? "pipe", "pipe"],
  });
  if (stdoutFd !== undefined) closeSync(stdoutFd); // the child has its own copy
  let output = "";
  let stdout = "";
  // "close": the process exited and its output has been read to the end.
  const exited = new Promise<ProcessResult>((resolve) => {
    child.once("close", (code, signal) => resolve({ code, signal, output }));
  });

  return new Promise((resolve, reject) => {
    let polling: NodeJS.Timeout | undefined;
    const timer = setTimeout(() => {
      clearInterval(polling);
      child.kill("SIGKILL");
      reject(new Error(`The server printed no "listening" line within ${timeoutMs} ms. Output:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: string) => {
      output += chunk;
      stdout += chunk;
      if (!/listening on http:\/\//.test(stdout)) return;
      clearTimeout(timer);
      clearInterval(polling);
      if (!keepOutput && !stdoutFile) child.stdout!.off("data", onData).resume();
      resolve({
        url: `http://127.0.0.1:${env.PORT}`,
        pid: child.pid!,
        output: () => output,
        logs: () => stdout.split("\n").slice(0, -1).map((line) => JSON.parse(line) as Record<string, unknown>),
        async stop(stopTimeoutMs = 15_000) {
          if (child.exitCode !== null || child.signalCode !== null) return exited;
          process.kill(child.pid!, "SIGTERM");
          const killer = setTimeout(() => child.kill("SIGKILL"), stopTimeoutMs);
          const result = await exited;
          clearTimeout(killer);
          return result;
        },
      });
    };
    if (stdoutFile) {
      // Read until the "listening" line; after it the file is the server's alone.
      polling = setInterval(() => onData(readFileSync(stdoutFile, "utf8").slice(stdout.length)), 50);
    } else {
      child.stdout!.setEncoding("utf8"); // a character split across chunks stays whole
      child.stdout!.on("data", onData);
    }
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", (error) => {
      clearTimeout(timer);
      clearInterval(polling);
      reject(error);
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      clearInterval(polling);
      reject(new Error(`The server exited (code ${code}, signal ${signal}) before listening. Output:\n${output}`));
    });
  });
}

export type RunningDevServer = {
  url: string;
  /** The PID of `npm run dev`, also the id of its process group (npm, node). */
  pid: number;
  /** Milliseconds from the spawn to the first 200 on `/`. */
  firstOkMs: number;
  /** Everything printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM to the whole process group; resolves once npm and the server have exited (SIGKILL after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<ProcessResult>;
};

/**
 * Starts `npm run dev` (the real command, ADR 034) in a process group of its own and polls `/`
 * until it answers 200; a start that exits first, or takes longer than `timeoutMs`, throws with
 * the output. `env` as from `serverEnv` with `NODE_ENV: "development"`.
 */
export async function startNpmRunDev(env: NodeJS.ProcessEnv, timeoutMs = 180_000): Promise<RunningDevServer> {
  const url = `http://127.0.0.1:${env.PORT}`;
  const started = performance.now();
  const child = spawn("npm", ["run", "dev"], { cwd: REPO_ROOT, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  let exit: ProcessResult | undefined;
  const exited = new Promise<ProcessResult>((resolve) => {
    child.once("close", (code, signal) => resolve((exit = { code, signal, output })));
  });
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // the group is gone already
    }
  };
  const stop = async (stopTimeoutMs = 20_000) => {
    if (!exit) killGroup("SIGTERM");
    const killer = setTimeout(() => killGroup("SIGKILL"), stopTimeoutMs);
    const result = await exited;
    clearTimeout(killer);
    return result;
  };
  for (;;) {
    if (exit) throw new Error(`npm run dev exited (code ${exit.code}, signal ${exit.signal}) before answering. Output:\n${output}`);
    if (performance.now() - started > timeoutMs) {
      await stop(5_000);
      throw new Error(`npm run dev answered no 200 on / within ${timeoutMs} ms. Output:\n${output}`);
    }
    const status = await fetch(`${url}/`, { signal: AbortSignal.timeout(60_000) }).then(
      async (response) => (await response.arrayBuffer(), response.status),
      () => 0, // not listening yet
    );
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, pid: child.pid!, firstOkMs: performance.now() - started, output: () => output, stop };
}
