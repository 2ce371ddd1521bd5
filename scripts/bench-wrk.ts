// wrk (Debian package `wrk`) for `npm run bench`: a C load generator, one thread, that does not
// saturate before the server does (autocannon tops out near 12k req/s on a 2-core machine, and
// hides the gap between a cache hit and bare Node; issue 20.7).
import { execFile } from "node:child_process";
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { onCpus } from "./bench-cpus";

export type WrkFigures = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

/** wrk's path when it is installed (WRK_PATH, else /usr/bin/wrk or /usr/local/bin/wrk), else null. */
export function findWrk(): string | null {
  for (const candidate of [process.env.WRK_PATH, "/usr/bin/wrk", "/usr/local/bin/wrk"]) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not there
    }
  }
  return null;
}

/** "1.23ms", "850.00us", "1.02s" → milliseconds. */
function millis(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) return NaN;
  const n = Number(match[1]);
  return match[2] === "us" ? n / 1000 : match[2] === "ms" ? n : match[2] === "s" ? n * 1000 : n * 60_000;
}

/** The figures of one wrk run's text output (`--latency`). */
export function parseWrk(output: string): WrkFigures {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN);
  const p50 = millis(/^\s+50%\s+(\S+)/m.exec(output)?.[1] ?? "");
  const p99 = millis(/^\s+99%\s+(\S+)/m.exec(output)?.[1] ?? "");
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  if (!Number.isFinite(rps)) throw new Error(`wrk printed no Requests/sec:\n${output}`);
  return { rps, p50, p99, errors, non2xx };
}

/**
 * Sent with every request of a cache-miss case: the page cache never answers a request carrying a
 * session cookie (and a made-up query parameter alone shares the page's entry, ADR 022). Not a
 * valid session, so the page renders as for a visitor.
 */
export const MISS_COOKIE = "__session=bench-miss";

/**
 * One wrk run against `url` for `seconds` with `connections` on one thread (on `cpus` when given).
 * `unique` appends a fresh `bench=N` parameter and MISS_COOKIE to every request (a cache miss each
 * time), through a Lua script.
 */
export async function runWrk(
  wrk: string,
  url: string,
  { seconds, connections, unique = false, cpus }: { seconds: number; connections: number; unique?: boolean; cpus?: string },
): Promise<WrkFigures> {
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", "--timeout", "10s"];
  let dir: string | undefined;
  if (unique) {
    dir = mkdtempSync(path.join(os.tmpdir(), "bench-wrk-"));
    const target = new URL(url);
    const base = target.pathname + target.search + (target.search ? "&" : "?");
    const script = path.join(dir, "unique.lua");
    writeFileSync(script, `local n = 0\nwrk.headers["Cookie"] = "${MISS_COOKIE}"\nrequest = function()\n  n = n + 1\n  return wrk.format("GET", ${JSON.stringify(base)} .. "bench=" .. n)\nend\n`);
    args.push("-s", script);
  }
  args.push(url);
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const [command, commandArgs] = onCpus(cpus, wrk, args);
      execFile(command, commandArgs, { timeout: (seconds + 30) * 1000 }, (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)));
    });
    return parseWrk(output);
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
