// npm run bench:scale — the figures of issue 27 at the seeded size and at 100× on PostgreSQL, side
// by side: uncached requests (PAGE_CACHE_BYTES=0), median of 5 after one warm-up, plus the start-up
// that rebuilds the search index and the server's RSS. Needs `npm run build` and a PostgreSQL server.
//   BENCH_PG        server to create the databases on (default postgres://postgres@127.0.0.1:5432)
//   BENCH_FACTORS   default "1,100"
//   BENCH_KEEP_INDEX=1 skips the start-up rebuild of the search index
//   BENCH_DB_PREFIX database names (default sensorsite_scale_): an existing one with the right number of
//                   submissions is reused, BENCH_REBUILD=1 drops and builds it again.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { assertBuilt, freePort, REPO_ROOT, serverEnv, startServer, type RunningServer } from "../tests/e2e/support/server";

const SERVER = process.env.BENCH_PG ?? "postgres://postgres@127.0.0.1:5432";
const FACTORS = (process.env.BENCH_FACTORS ?? "1,100").split(",").map(Number);
const PREFIX = process.env.BENCH_DB_PREFIX ?? "sensorsite_scale_";
const EDITOR = { email: "bench-scale@example.com", password: "bench scale password 27" };
const RUNS = 5;

const urlOf = (database: string) => `${SERVER.replace(/\/$/, "")}/${database}`;

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

function run(script: string, args: string[], databaseUrl: string) {
  execFileSync(process.execPath, [path.join(REPO_ROOT, "node_modules/tsx/dist/cli.mjs"), script, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: "inherit",
  });
}

/** The database of a factor: reused when it holds factor × 2,000 submissions, built otherwise. */
async function ensureDatabase(factor: number): Promise<string> {
  const name = `${PREFIX}${factor}`;
  const url = urlOf(name);
  const exists = (await query<{ n: number }>(urlOf("postgres"), `select 1 as n from pg_database where datname = '${name}'`)).length > 0;
  if (exists && !process.env.BENCH_REBUILD) {
    const [row] = await query<{ n: string }>(url, "select count(*) as n from form_submissions where form_id = 1").catch(() => [{ n: "-1" }]);
    if (Number(row.n) === factor * 2_000) return url;
  }
  console.log(`Building ${name} (seed, then seed:scale --factor ${factor})…`);
  await query(urlOf("postgres"), `drop database if exists "${name}"`);
  await query(urlOf("postgres"), `create database "${name}"`);
  run("scripts/db-seed.ts", [], url);
  run("scripts/seed-scale.ts", ["--factor", String(factor)], url);
  return url;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/** Milliseconds to the whole answer (or to its first byte), median of RUNS after a warm-up. */
async function timed(base: string, pathname: string, { cookie, firstByte = false }: { cookie?: string; firstByte?: boolean } = {}): Promise<number> {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(base + pathname, { headers: cookie ? { cookie } : {}, redirect: "manual" });
    if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
    const reader = response.body!.getReader();
    if (firstByte) {
      await reader.read();
      const took = performance.now() - started;
      await reader.cancel();
      return took;
    }
    while (!(await reader.read()).done);
    return performance.now() - started;
  };
  await once();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await once());
  return median(times);
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams(EDITOR),
    redirect: "manual",
  });
  const cookie = /__session=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error(`sign-in answered ${response.status} without a session cookie`);
  return cookie;
}

/** /sitemap.xml: one urlset, or an index whose children are fetched and added up. */
async function sitemap(base: string): Promise<{ urls: number; bytes: number; ms: number; files: number }> {
  const started = performance.now();
  const fetchText = async (u: string) => (await fetch(u)).text();
  const root = await fetchText(`${base}/sitemap.xml`);
  let urls = 0;
  let bytes = Buffer.byteLength(root);
  let files = 1;
  const children = [...root.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  if (children.length === 0) urls = (root.match(/<url>/g) ?? []).length;
  for (const child of children) {
    const text = await fetchText(base + new URL(child).pathname + new URL(child).search);
    urls += (text.match(/<url>/g) ?? []).length;
    bytes += Buffer.byteLength(text);
    files++;
  }
  return { urls, bytes, ms: performance.now() - started, files };
}

type Figures = Record<string, string | number>;

async function measure(factor: number, databaseUrl: string): Promise<Figures> {
  run("scripts/user-create.ts", ["--email", EDITOR.email, "--password", EDITOR.password, "--name", "Bench"], databaseUrl);
  // BENCH_KEEP_INDEX=1 keeps the search index (the start then does not rebuild it: a quicker run).
  if (!process.env.BENCH_KEEP_INDEX) await query(databaseUrl, "delete from search_documents");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-scale-"));
  const port = await freePort();
  let server: RunningServer | undefined;
  let sampler: NodeJS.Timeout | undefined;
  try {
    const started = performance.now();
    // LOG_LEVEL stays at info: startServer waits for the "listening" line.
    server = await startServer(serverEnv({ port, dataDir, databaseUrl, extra: { PAGE_CACHE_BYTES: "0" } }), 900_000, { keepOutput: false });
    const startup = performance.now() - started;
    const atStart = memory(server.pid);
    const base = server.url;
    const [{ n: newsroom }] = await query<{ n: string }>(databaseUrl, "select count(*) as n from news_articles where news_type = 'newsroom' and published_at <= now()");
    const [{ n: submissions }] = await query<{ n: string }>(databaseUrl, "select count(*) as n from form_submissions where form_id = 1");
    const newsLast = Math.max(1, Math.ceil(Number(newsroom) / 12));
    const subsLast = Math.max(1, Math.ceil(Number(submissions) / 12));
    const cookie = await signIn(base);
    const f: Figures = {};
    f["start-up rebuilding the search index (s)"] = (startup / 1000).toFixed(1);
    f["newsroom list, page 1 (ms)"] = await timed(base, "/company/news/press-releases-and-news");
    f[`newsroom list, last page (ms)`] = await timed(base, `/company/news/press-releases-and-news?page=${newsLast}`);
    f["search humidity, page 1 (ms)"] = await timed(base, "/search?q=humidity");
    f["search humidity, page 50 (ms)"] = await timed(base, "/search?q=humidity&page=50");
    f["catalogue filter (ms)"] = await timed(base, "/products/catalog?category=humidity-sensors&status=active");
    f["jobs filter (ms)"] = await timed(base, "/career/list?location=Tokyo");
    f["downloads (ms)"] = await timed(base, "/products/downloads?kind=software");
    f["editor: submissions list, page 1 (ms)"] = await timed(base, "/editor/forms/1/submissions", { cookie });
    f["editor: submissions list, last page (ms)"] = await timed(base, `/editor/forms/1/submissions?page=${subsLast}`, { cookie });
    f["editor: CSV export, first byte (ms)"] = await timed(base, "/editor/forms/1/submissions.csv", { cookie, firstByte: true });
    const map = await sitemap(base);
    f["/sitemap.xml: URLs"] = map.urls;
    f["/sitemap.xml: files"] = map.files;
    f["/sitemap.xml: MB"] = (map.bytes / 1e6).toFixed(1);
    f["/sitemap.xml: all files (ms)"] = map.ms;
    const end = memory(server.pid);
    f["RSS after start (MB)"] = atStart.rss;
    f["RSS at the end (MB)"] = end.rss;
    f["peak RSS, start-up included (MB)"] = end.peak;
    console.log(`factor ${factor}: done`);
    return f;
  } finally {
    if (sampler) clearInterval(sampler);
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

assertBuilt();
const results: Figures[] = [];
for (const factor of FACTORS) results.push(await measure(factor, await ensureDatabase(factor)));

const fmt = (v: string | number) => (typeof v === "number" ? (Number.isInteger(v) ? String(v) : v.toFixed(1)) : v);
console.log(`\n| figure | ${FACTORS.map((f) => `${f}×`).join(" | ")} | growth |`);
console.log(`|---|${FACTORS.map(() => "---|").join("")}---|`);
for (const key of Object.keys(results[0])) {
  const values = results.map((r) => r[key]);
  const first = Number(values[0]);
  const last = Number(values[values.length - 1]);
  const growth = first > 0 ? `${(last / first).toFixed(1)}×` : "";
  console.log(`| ${key} | ${values.map(fmt).join(" | ")} | ${growth} |`);
}
