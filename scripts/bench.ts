// npm run bench — requests/s and latency of the production build, side by side with the
// physical limit of this machine: the same HTML bytes from a bare node:http server and from nginx.
// Needs `npm run build`. Embedded database in a temporary folder, or DATABASE_URL.
// Load from wrk (`apt-get install wrk`; WRK_PATH) when installed, else autocannon (which saturates
// near 12k req/s on a small machine: the ratios then read too close to 1, and it says so).
// BENCH_SECONDS (default 10) per case after BENCH_WARMUP_SECONDS (default 3) of the same load,
// BENCH_CONNECTIONS (default 32 with wrk, 64 with autocannon). nginx from NGINX_PATH or /usr/sbin/nginx.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { assertBuilt, freePort, serverEnv, startServer } from "../tests/e2e/support/server";
import { cpuPlan, moveToCpus, onCpus } from "./bench-cpus";
import { findWrk, MISS_COOKIE, runWrk } from "./bench-wrk";

const WRK = findWrk();
const CPUS = cpuPlan();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? (WRK ? 32 : 64));
// Every case, the static server's too, first runs this long under the same load and is measured
// after it: the steady state, not the JIT compiling a just-started process (reported apart for (a)).
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
// The hit and the bare server are measured this many times, alternately, and compared by the
// median of each pair's ratio: one run on a shared VM varies by ±20 %.
const RATIO_PAIRS = Math.max(1, Number(process.env.BENCH_RATIO_PAIRS ?? 3));

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

type Figures = { rps: number; p50: number; p99: number };
type Result = Figures & { name: string; errors: number; non2xx: number; warmup?: Figures };

/**
 * Runs wrk when installed, else autocannon; `unique` appends a fresh query parameter and a session cookie to each request (a cache miss every
 * time). `connections` and `warmup` default to the bench's own.
 */
async function measure(name: string, url: string, unique = false, { connections = CONNECTIONS, warmup = WARMUP_SECONDS } = {}): Promise<Result> {
  if (WRK) {
    const warm = warmup > 0 ? await runWrk(WRK, url, { seconds: warmup, connections, unique, cpus: CPUS?.load }) : undefined;
    const run = await runWrk(WRK, url, { seconds: SECONDS, connections, unique, cpus: CPUS?.load });
    return { name, ...run, warmup: warm && { rps: warm.rps, p50: warm.p50, p99: warm.p99 } };
  }
  let counter = 0;
  const target = new URL(url);
  const result = await autocannon({
    url: target.origin,
    connections,
    duration: SECONDS,
    ...(warmup > 0 ? { warmup: { connections, duration: warmup } } : {}),
    requests: [
      {
        method: "GET",
        setupRequest: (request) => {
          const sep = target.search ? "&" : "?";
          const pathname = unique ? `${target.pathname}${target.search}${sep}bench=${++counter}` : `${target.pathname}${target.search}`;
          return { ...request, path: pathname, ...(unique ? { headers: { ...request.headers, cookie: MISS_COOKIE } } : {}) };
        },
      },
    ],
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    warmup: warmupOf(result),
  };
}

/** The warm-up's own figures (autocannon keeps them beside the measured run's). */
function warmupOf(result: autocannon.Result): Figures | undefined {
  const warmup = (result as autocannon.Result & { warmup?: autocannon.Result }).warmup;
  return warmup && { rps: warmup.requests.average, p50: warmup.latency.p50, p99: warmup.latency.p99 };
}

/** Headers a server writes itself (or that differ per body encoding): not copied to the bare server. */
const OWN_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding"]);

/**
 * A bare node:http server answering every request with the same bytes as the cache hit: its body
 * and its response headers (the security headers, ETag, Vary… and an X-Request-Id of the same
 * length), so that the two differ only in the work our server does (the physical limit).
 */
async function startStaticServer(file: string, headers: Headers): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const copied: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!OWN_HEADERS.has(name)) copied[name] = value;
  });
  const child = spawn(
    ...onCpus(CPUS?.server, process.execPath, [
      "-e",
      `const http=require("http"),fs=require("fs");const body=fs.readFileSync(${JSON.stringify(file)});` +
        `const headers=Object.entries(${JSON.stringify(copied)}).concat([["content-length",String(body.length)]]).flat();` +
        `http.createServer((q,s)=>{s.writeHead(200,headers);s.end(body)})` +
        `.listen(${port},"127.0.0.1",()=>console.log("ready"))`,
    ]),
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

/** nginx serving the file as a static file (sendfile, ETag): the fastest this machine answers these bytes. */
async function startStaticNginx(file: string): Promise<{ url: string; stop(): void } | null> {
  const executable = process.env.NGINX_PATH || "/usr/sbin/nginx";
  if (!existsSync(executable)) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  mkdirSync(path.join(dir, "temp"));
  const port = await freePort();
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `${os.userInfo().uid === 0 ? "user root;" : ""}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body; proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi; uwsgi_temp_path ${dir}/temp/uwsgi; scgi_temp_path ${dir}/temp/scgi;
  sendfile on; tcp_nopush on; keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    location = / { default_type "text/html; charset=utf-8"; root ${path.dirname(file)}; try_files /${path.basename(file)} =404; }
  }
}
`,
  );
  const child = spawn(...onCpus(CPUS?.server, executable, ["-p", dir, "-c", conf, "-e", `${dir}/error.log`]), { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    if (await fetch(url).then((r) => r.ok, () => false)) {
      return {
        url,
        stop: () => {
          child.kill("SIGTERM");
          child.once("exit", () => rmSync(dir, { recursive: true, force: true }));
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
  return null;
}

assertBuilt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-"));
// Its access lines (LOG_LEVEL=info, one per request) go to a file, as to a log file or journald in
// production: read through a pipe by this process, they would take a CPU share beside the server's.
const accessLog = path.join(dataDir, "stdout.log");
// The scheduler polls at its production interval (the e2e tests' 500 ms would add queries).
const env = serverEnv({ port: await freePort(), dataDir, databaseUrl: process.env.DATABASE_URL || undefined, extra: { SCHEDULER_POLL_MS: "15000" } });
const server = await startServer(env, undefined, { stdoutFile: accessLog });
let staticServer: { url: string; stop(): void } | undefined;
let nginx: { url: string; stop(): void } | null = null;
try {
  await fetch(server.url + "/"); // rendered and kept: the next answer is a cache hit
  const home = await fetch(server.url + "/", { headers: { "accept-encoding": "identity" } });
  const html = Buffer.from(await home.arrayBuffer());
  const file = path.join(dataDir, "home.html");
  writeFileSync(file, html);
  staticServer = await startStaticServer(file, home.headers);
  nginx = await startStaticNginx(file);
  await fetch(`${server.url}/products/catalog?status=active`); // warm the route modules

  console.log(
    `database: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite"}; home page ${(html.length / 1024).toFixed(1)} KB; ` +
      `${CONNECTIONS} connections, ${SECONDS} s per case after ${WARMUP_SECONDS} s of warm-up\n` +
      (CPUS
        ? `CPUs: (a), (b), (n) each on CPU ${CPUS.server}, wrk on CPU ${CPUS.load}; renders on all (taskset; BENCH_PIN=0 turns it off)\n`
        : "CPUs: not pinned (one CPU, BENCH_PIN=0, or no taskset)\n") +
      (WRK
        ? `load: wrk (${WRK}), one thread\n`
        : "load: autocannon — wrk is not installed (apt-get install wrk). autocannon saturates near 12k req/s on a small machine, so the cache-hit ratios below read too close to 1.\n") +
      (nginx ? "" : "nginx not found (apt-get install nginx-light, or NGINX_PATH): the nginx baseline is skipped\n"),
  );
  if (CPUS) moveToCpus(server.pid, CPUS.server);
  const hitCase = await measure("(a) home, published-page cache hit", server.url + "/");
  const bareCase = await measure("(b) same bytes, bare node:http", staticServer.url);
  // More pairs of (a) and (b), alternately and before any render loads the server, without warm-up.
  const ratios = [hitCase.rps / bareCase.rps];
  for (let pair = 1; pair < RATIO_PAIRS; pair++) {
    const hit = await measure("(a)", server.url + "/", false, { warmup: 0 });
    const bare = await measure("(b)", staticServer.url, false, { warmup: 0 });
    ratios.push(hit.rps / bare.rps);
  }
  const nginxCase = nginx ? await measure("(n) same body, nginx static file", nginx.url) : undefined;
  if (CPUS) moveToCpus(server.pid, CPUS.all);
  const results = [
    hitCase,
    bareCase,
    ...(nginxCase ? [nginxCase] : []),
    await measure("(c) home, cache miss (full render)", server.url + "/", true),
    await measure("(d) listing with filters (catalog, render)", `${server.url}/products/catalog?status=active&page=2`, true),
    await measure("(e) search query (render)", `${server.url}/search?q=humidity%20sensor`, true),
  ];
  // (f): the cached home page for 8 visitors while 56 others search (ADR 019: hits do not wait for renders).
  results.push(
    ...(await Promise.all([
      measure("(f) home, cache hit, 8 of 64 connections", server.url + "/", false, { connections: 8, warmup: 0 }),
      measure("    searches beside (f), 56 connections", `${server.url}/search?q=humidity%20sensor`, true, { connections: 56, warmup: 0 }),
    ])),
  );
  console.log(`${"case".padEnd(46)} ${"req/s".padStart(9)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)}  errors`);
  for (const r of results) {
    console.log(`${r.name.padEnd(46)} ${r.rps.toFixed(0).padStart(9)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}  ${r.errors + r.non2xx}`);
  }
  const [a, b] = results;
  const n = results.find((r) => r.name.startsWith("(n)"));
  const c = results.find((r) => r.name.startsWith("(c)"))!;
  console.log(`\nours ÷ bare node:http, same bytes (a/b): ${(a.rps / b.rps).toFixed(2)}×  (target ≥ 0.6×)`);
  if (ratios.length > 1) console.log(`a/b over ${ratios.length} alternating pairs: ${ratios.map((r) => r.toFixed(2)).join(", ")}; median ${median(ratios).toFixed(2)}×`);
  if (n) console.log(`ours ÷ nginx, same body (a/n): ${(a.rps / n.rps).toFixed(2)}×  (bare node ÷ nginx: ${(b.rps / n.rps).toFixed(2)}×)`);
  console.log(`ratio c/b (cache miss vs static file): ${((c.rps / b.rps) * 100).toFixed(1)}%`);
  console.log(`cache miss render: ${c.rps.toFixed(0)} req/s (target ≥ 150); p99 on a hit: ${a.p99.toFixed(1)} ms (target < 20 ms)`);
  // A just-started process's first seconds of load: the JIT compiles and the heap grows.
  for (const [label, r] of [["(a)", a], ["(b)", b]] as const) {
    if (r.warmup) console.log(`${label} during its warm-up, the first seconds of load: ${r.warmup.rps.toFixed(0)} req/s, p99 ${r.warmup.p99.toFixed(1)} ms`);
  }
  await server.stop(); // its last lines written out
  const hitLines = readFileSync(accessLog, "utf8").split("\n").filter((line) => line.includes('"cache":"hit"')).length;
  console.log(`access log: ${hitLines} lines of cache hits written to stdout (LOG_LEVEL=info)`);
} finally {
  staticServer?.stop();
  nginx?.stop();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
