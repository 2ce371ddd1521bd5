// npm run bench — requests/s and latency of the production build, side by side with the
// physical limit of this machine (the same HTML bytes from a bare Node static server).
// Needs `npm run build`. Embedded database in a temporary folder, or DATABASE_URL.
// BENCH_SECONDS (default 10) per case after BENCH_WARMUP_SECONDS (default 3) of the same load,
// BENCH_CONNECTIONS (default 64).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { assertBuilt, freePort, serverEnv, startServer } from "../tests/e2e/support/server";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
// Every case, the static server's too, first runs this long under the same load and is measured
// after it: the steady state, not the JIT compiling a just-started process (reported apart for (a)).
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

type Figures = { rps: number; p50: number; p99: number };
type Result = Figures & { name: string; errors: number; non2xx: number; warmup?: Figures };

/**
 * Runs autocannon; `unique` appends a fresh query parameter to each request (a cache miss every
 * time). `connections` and `warmup` default to the bench's own.
 */
async function measure(name: string, url: string, unique = false, { connections = CONNECTIONS, warmup = WARMUP_SECONDS } = {}): Promise<Result> {
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
          return { ...request, path: pathname };
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

/** A bare node:http server answering every request with the same bytes (the physical limit). */
async function startStaticServer(file: string): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      "-e",
      `const http=require("http"),fs=require("fs");const body=fs.readFileSync(${JSON.stringify(file)});` +
        `http.createServer((q,s)=>{s.writeHead(200,{"content-type":"text/html; charset=utf-8","content-length":body.length,etag:'"x"'});s.end(body)})` +
        `.listen(${port},"127.0.0.1",()=>console.log("ready"))`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

assertBuilt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-"));
// Its access lines are read and dropped, as a log shipper would: kept in this process they would cost the measurement.
const server = await startServer(serverEnv({ port: await freePort(), dataDir, databaseUrl: process.env.DATABASE_URL || undefined }), undefined, {
  keepOutput: false,
});
let staticServer: { url: string; stop(): void } | undefined;
try {
  const home = await fetch(server.url + "/");
  const html = Buffer.from(await home.arrayBuffer());
  const file = path.join(dataDir, "home.html");
  writeFileSync(file, html);
  staticServer = await startStaticServer(file);
  await fetch(`${server.url}/products/catalog?status=active`); // warm the route modules

  console.log(
    `database: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite"}; home page ${(html.length / 1024).toFixed(1)} KB; ` +
      `${CONNECTIONS} connections, ${SECONDS} s per case after ${WARMUP_SECONDS} s of warm-up\n`,
  );
  const results = [
    await measure("(a) home, published-page cache hit", server.url + "/"),
    await measure("(b) same bytes, bare Node static server", staticServer.url),
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
  const [a, b, c] = results;
  console.log(`\nratio a/b (cache hit vs static file): ${((a.rps / b.rps) * 100).toFixed(0)}%  (target ≥ 60%)`);
  console.log(`ratio c/b (cache miss vs static file): ${((c.rps / b.rps) * 100).toFixed(1)}%`);
  console.log(`cache miss render: ${c.rps.toFixed(0)} req/s (target ≥ 150); p99 on a hit: ${a.p99.toFixed(1)} ms (target < 20 ms)`);
  // A just-started process's first seconds of load: the JIT compiles and the heap grows.
  for (const [label, r] of [["(a)", a], ["(b)", b]] as const) {
    if (r.warmup) console.log(`${label} during its warm-up, the first seconds of load: ${r.warmup.rps.toFixed(0)} req/s, p99 ${r.warmup.p99.toFixed(1)} ms`);
  }
} finally {
  staticServer?.stop();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
