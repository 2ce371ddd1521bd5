// npm run bench:faults — the goals of issue 28 (ADR 029) measured. A PostgreSQL of the script's own
// (initdb into a temporary folder, a free loopback port, trust authentication), migrated and
// seeded; the production server on it (`npm run build` first). Under a load of the cached home
// page, uncached pages (searches with a query of their own, English and German) and contact-form
// submissions (no-JS posts to /contact and /de/kontakt, and the enhanced form's JSON endpoint),
// PostgreSQL is stopped in rounds, alternately `pg_ctl stop -m immediate` (a crash: no checkpoint,
// crash recovery at the next start) and `-m fast`, stays away for an outage, and starts again.
// Printed: per round what the cached page, the uncached pages and the form posts answered during
// the outage, and how soon after PostgreSQL was back an uncached page answered 200; then whether
// every submission the server acknowledged is in the database (once). Exits 1 when a goal is missed.
//
// Captcha: each submission answers the no-JS arithmetic question with a token the script signs
// itself with the server's SESSION_SECRET (as scripts/bench-forms.ts does); nothing in the server
// is switched off. Each submission comes from an address of its own through X-Forwarded-For
// (TRUSTED_PROXIES=127.0.0.1), as behind a proxy: the per-address limit is 10 in 10 minutes.
// A submission answered 503 (or not at all) is sent again, same token and values, after its
// Retry-After, as a visitor would; so retries exercise the idempotency key too.
//
//   BENCH_FAULT_ROUNDS    rounds (default 6)
//   BENCH_OUTAGE_SECONDS  seconds PostgreSQL stays away in each (default 10)
//   PG_BIN                folder of initdb and pg_ctl (default: the newest /usr/lib/postgresql/*/bin)
// When run as root, PostgreSQL's binaries run as the `postgres` user (runuser), which owns the
// temporary folder.
import { execFile, execFileSync } from "node:child_process";
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";
import pg from "pg";
import { assertBuilt, freePort, REPO_ROOT, serverEnv, startServer, type RunningServer } from "../tests/e2e/support/server";

const ROUNDS = Number(process.env.BENCH_FAULT_ROUNDS ?? 6);
const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_SECONDS ?? 10) * 1000;
/** The goal: an uncached page 200 within this long after PostgreSQL is back. */
const BACK_WITHIN_MS = 5000;
/** Each client waits this long between its requests: a load that leaves the CPU mostly idle. */
const THINK_MS = 50;
const RUN = Date.now().toString(36);
const WORDS = ["humidity", "sensor", "flow", "temperature", "pressure", "calibration", "CO2", "Feuchte"];

const execFileAsync = promisify(execFile);
const now = () => performance.now();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Cleanup: everything started is stopped, also on a failure and on Ctrl-C.

const cleanups: (() => unknown)[] = [];
let cleaning: Promise<void> | null = null;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`cleanup: ${(error as Error).message}`);
      }
    }
  })();
  return cleaning;
}
// `on`, not `once`: Ctrl-C signals the whole process group and tsx relays the signal again; a
// second SIGINT without a listener would end the process before the cleanup is done.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (cleaning) return;
    console.error(`\n${signal}: stopping the server and PostgreSQL…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL of our own.

function pgBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, "bin/pg_ctl"))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error("No PostgreSQL server binaries in /usr/lib/postgresql/*/bin (apt-get install postgresql), or set PG_BIN");
  return path.join(root, versions[0], "bin");
}

type Postgres = { url: string; port: number; stop(mode: "immediate" | "fast"): Promise<void>; start(): Promise<void> };

async function startPostgres(): Promise<Postgres> {
  const bin = pgBinDir();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-faults-pg-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  if (asRoot) {
    // PostgreSQL refuses to run as root: its own user owns the folder and runs the binaries.
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, id("-u"), id("-g"));
  }
  const command = (name: string, args: string[]): [string, string[]] =>
    asRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, name), ...args]] : [path.join(bin, name), args];
  const pgRun = async (name: string, args: string[]) => {
    const [file, argv] = command(name, args);
    await execFileAsync(file, argv, { cwd: dir, timeout: 120_000 });
  };
  const data = path.join(dir, "data");
  const log = path.join(dir, "postgres.log");
  const port = await freePort();
  await pgRun("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
  appendFileSync(
    path.join(data, "postgresql.conf"),
    [`listen_addresses = '127.0.0.1'`, `port = ${port}`, `unix_socket_directories = '${dir}'`, `max_connections = 50`, ""].join("\n"),
  );
  let running = false;
  const start = async () => {
    // -l: the server's output goes to a file (pg_ctl returns; nothing holds our pipes).
    await pgRun("pg_ctl", ["start", "-w", "-t", "60", "-D", data, "-l", log]);
    running = true;
  };
  const stop = async (mode: "immediate" | "fast") => {
    await pgRun("pg_ctl", ["stop", "-w", "-t", "60", "-D", data, "-m", mode]);
    running = false;
  };
  cleanups.push(async () => {
    if (running || existsSync(path.join(data, "postmaster.pid"))) await stop("immediate").catch(() => undefined);
  });
  await start();
  return { url: `postgres://postgres@127.0.0.1:${port}/sensorsite`, port, start, stop };
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Requests and what they answered.

type Kind = "cached" | "uncached" | "form" | "probe";
type Locale = "en" | "de";
type Answer = {
  kind: Kind;
  what: string;
  start: number;
  end: number;
  /** 0: no answer (refused, reset, timed out). */
  status: number;
  retryAfter: string | null;
  pageCache: string | null;
  /**
   * A 503's body in the request's locale: its error page, or (a form post whose page could still
   * be built from the published data kept in memory) the form again with the typed values and
   * "could not be sent"; for the JSON endpoint the "failed" answer the page shows in its language.
   */
  localized: boolean;
  shown: "error page" | "form with the typed values" | "json failed" | null;
  location: string | null;
  json: Record<string, unknown> | null;
  /** The start of the body of an error answer that is not localized (for the report). */
  sample?: string;
};

const errorTitle = (locale: Locale): string => {
  const bundle = JSON.parse(readFileSync(path.join(REPO_ROOT, "locales", locale, "common.json"), "utf8")) as { error: { title: string } };
  return bundle.error.title;
};
const ERROR_TITLES = { en: errorTitle("en"), de: errorTitle("de") };
const formFailed = (locale: Locale): string => {
  const bundle = JSON.parse(readFileSync(path.join(REPO_ROOT, "locales", locale, "modules.json"), "utf8")) as { customForms: { errors: { failed: string } } };
  return bundle.customForms.errors.failed;
};
const FORM_FAILED = { en: formFailed("en"), de: formFailed("de") };

/** `typed`: a value the request posted, which a form shown again must hold. */
async function ask(kind: Kind, what: string, locale: Locale | "json", url: string, init: RequestInit = {}, typed?: string): Promise<Answer> {
  const start = now();
  try {
    const response = await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(20_000) });
    const body = await response.text();
    let json: Record<string, unknown> | null = null;
    if (locale === "json") {
      try {
        json = JSON.parse(body) as Record<string, unknown>;
      } catch {
        json = null;
      }
    }
    const shown: Answer["shown"] =
      locale === "json"
        ? json?.reason === "failed"
          ? "json failed"
          : null
        : !body.includes(`lang="${locale}"`)
          ? null
          : body.includes(ERROR_TITLES[locale])
            ? "error page"
            : typed && body.includes(FORM_FAILED[locale]) && body.includes(typed)
              ? "form with the typed values"
              : null;
    const localized = shown !== null;
    return {
      kind,
      what,
      start,
      end: now(),
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      pageCache: response.headers.get("x-page-cache"),
      localized,
      shown,
      location: response.headers.get("location"),
      json,
      ...(response.status >= 500 && !localized ? { sample: `${response.headers.get("content-type")}: ${body.slice(0, 600)}` } : {}),
    };
  } catch (error) {
    return { kind, what: `${what} (${(error as Error).message})`, start, end: now(), status: 0, retryAfter: null, pageCache: null, localized: false, shown: null, location: null, json: null };
  }
}

// ---------------------------------------------------------------------------------------------
// Contact-form submissions.

type FormKind = "page-en" | "page-de" | "json";
type Submission = {
  n: number;
  kind: FormKind;
  marker: string;
  ip: string;
  body: URLSearchParams;
  attempts: number;
  acknowledged: boolean;
  /** A 4xx answer: the submission was refused (a goal miss, with its reason). */
  refused: string | null;
  dueAt: number;
};

type FormTarget = { path: string; formId: string; moduleId: string };

/** The contact form's hidden fields as the page renders them (its form and module ids). */
async function formTarget(base: string, pagePath: string): Promise<FormTarget> {
  const html = await (await fetch(base + pagePath)).text();
  const formId = /name="_form" value="(\d+)"/.exec(html)?.[1];
  const moduleId = /name="_module" value="([^"]+)"/.exec(html)?.[1];
  if (!formId || !moduleId) throw new Error(`${pagePath} shows no contact form`);
  return { path: pagePath, formId, moduleId };
}

// ---------------------------------------------------------------------------------------------

type Round = { mode: "immediate" | "fast"; stopAt: number; downAt: number; startAt: number; upAt: number; backMs: number | null; alive: boolean };

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function counts(answers: Answer[], label = (a: Answer) => String(a.status)): string {
  if (!answers.length) return "none";
  const map = new Map<string, number>();
  for (const a of answers) map.set(label(a), (map.get(label(a)) ?? 0) + 1);
  return [...map].map(([k, v]) => `${k}×${v}`).join(" ");
}

async function main(): Promise<number> {
  assertBuilt();
  const started = now();
  console.log("Starting a PostgreSQL of our own…");
  const postgres = await startPostgres();
  await query(postgres.url.replace(/\/sensorsite$/, "/postgres"), "create database sensorsite");

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-faults-data-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  // TRUSTED_PROXIES: each submission's address comes from X-Forwarded-For (the per-address limit).
  const env = serverEnv({ port, dataDir, databaseUrl: postgres.url, extra: { TRUSTED_PROXIES: "127.0.0.1" } });

  console.log("Migrating and seeding it…");
  execFileSync(process.execPath, [path.join(REPO_ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/db-seed.ts"], {
    cwd: REPO_ROOT,
    env: { ...env, NODE_ENV: "development", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });

  // The captcha questions are signed with the server's secret (app/forms/captcha.server.ts).
  process.env.SESSION_SECRET = env.SESSION_SECRET;
  const { createCaptchaQuestion } = await import("../app/forms/captcha.server");
  const { FORM_CONTROL_FIELDS } = await import("../app/forms/form-controls");

  console.log("Starting the server…");
  const server: RunningServer = await startServer(env);
  cleanups.push(() => server.stop());
  const pid = server.pid;
  const base = server.url;
  const lines = (pattern: RegExp) => server.output().split("\n").filter((line) => pattern.test(line)).length;

  const targets: Record<FormKind, FormTarget> = {
    "page-en": await formTarget(base, "/contact"),
    "page-de": await formTarget(base, "/de/kontakt"),
    json: { ...(await formTarget(base, "/contact")), path: "/api/forms/submit" },
  };

  const submissions: Submission[] = [];
  const newSubmission = (): Submission => {
    const n = submissions.length;
    const kind = (["page-en", "page-de", "json"] as const)[n % 3];
    const target = targets[kind];
    const { a, b, token } = createCaptchaQuestion();
    const marker = `bench-faults ${RUN} #${n}`;
    const body = new URLSearchParams({
      [FORM_CONTROL_FIELDS.formId]: target.formId,
      [FORM_CONTROL_FIELDS.moduleId]: target.moduleId,
      ...(kind === "json" ? { [FORM_CONTROL_FIELDS.page]: "/contact" } : {}),
      type_of_inquiry: "sales",
      last_name: "Bench",
      email: `bench-faults-${n}@example.com`,
      message: marker,
      privacy: "on",
      [FORM_CONTROL_FIELDS.questionToken]: token,
      [FORM_CONTROL_FIELDS.answer]: String(a + b),
    });
    const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const submission: Submission = { n, kind, marker, ip, body, attempts: 0, acknowledged: false, refused: null, dueAt: 0 };
    submissions.push(submission);
    return submission;
  };

  const answers: Answer[] = [];
  const send = async (s: Submission): Promise<Answer> => {
    s.attempts++;
    const locale = s.kind === "page-de" ? "de" : s.kind === "page-en" ? "en" : "json";
    const answer = await ask("form", `POST ${targets[s.kind].path}`, locale, base + targets[s.kind].path, {
      method: "POST",
      headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": s.ip },
      body: s.body,
    }, s.marker);
    const acknowledged = s.kind === "json" ? answer.status === 200 && answer.json?.status === "success" : answer.status === 303 && /thank-you|danke/.test(answer.location ?? "");
    if (acknowledged) s.acknowledged = true;
    else if (answer.status === 0 || answer.status >= 500) s.dueAt = now() + (Number(answer.retryAfter) || 1) * 1000;
    else s.refused = `${answer.status} ${String(answer.json?.reason ?? answer.location ?? "")}`.trim();
    return answer;
  };

  // The form works before anything is stopped (each kind once).
  for (let i = 0; i < 3; i++) {
    const s = newSubmission();
    const answer = await send(s);
    if (!s.acknowledged) throw new Error(`the benchmark's ${s.kind} submission is not accepted: ${answer.status} ${answer.what} ${JSON.stringify(answer.json)}`);
  }

  // ---- the load
  let loading = true;
  const clients: Promise<void>[] = [];
  const loop = (step: () => Promise<void>) =>
    clients.push(
      (async () => {
        while (loading) {
          await step();
          await pause(THINK_MS);
        }
      })(),
    );
  loop(async () => void answers.push(await ask("cached", "GET /", "en", `${base}/`)));
  let searches = 0;
  loop(async () => {
    const n = searches++;
    const de = n % 2 === 1;
    const q = encodeURIComponent(`${WORDS[n % WORDS.length]} ${RUN}${n}`);
    answers.push(await ask("uncached", de ? "GET /de/suche" : "GET /search", de ? "de" : "en", `${base}${de ? "/de/suche" : "/search"}?q=${q}`));
  });
  const pending = () => submissions.filter((s) => !s.acknowledged && !s.refused);
  for (let c = 0; c < 2; c++) {
    loop(async () => {
      const due = pending().find((s) => s.dueAt <= now() && s.attempts > 0);
      // A due retry first (claimed by pushing its due time), else a new submission.
      if (due) due.dueAt = Infinity;
      answers.push(await send(due ?? newSubmission()));
    });
  }

  // ---- the rounds
  const rounds: Round[] = [];
  const problems: string[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const mode = r % 2 === 0 ? "immediate" : "fast";
    // The listener is back and has flushed the cache after the last outage; the home page is
    // cached again (else the next outage would find it missing from the cache).
    const settle = now();
    while (lines(/listening again/) < lines(/listener connection lost/) && now() - settle < 20_000) await pause(100);
    let hit = false;
    while (!hit && now() - settle < 30_000) {
      hit = (await ask("cached", "GET / (settle)", "en", `${base}/`)).pageCache === "hit";
      if (!hit) await pause(200);
    }
    if (!hit) problems.push(`round ${r + 1}: the home page was not cached before the outage`);
    await pause(2000); // the load runs on a healthy database for a moment
    const stopAt = now();
    await postgres.stop(mode);
    const downAt = now();
    await pause(OUTAGE_MS);
    const startAt = now();
    await postgres.start();
    const upAt = now();
    let backMs: number | null = null;
    for (let n = 0; now() - upAt < 30_000; n++) {
      const answer = await ask("probe", "GET /search (back?)", "en", `${base}/search?q=${encodeURIComponent(`back ${RUN} ${r} ${n}`)}`);
      answers.push(answer);
      if (answer.status === 200) {
        backMs = answer.end - upAt;
        break;
      }
      await pause(25);
    }
    const alive = pidAlive(pid) && (await ask("probe", "GET /healthz", "en", `${base}/healthz`)).status === 200;
    rounds.push({ mode, stopAt, downAt, startAt, upAt, backMs, alive });
    console.log(`round ${r + 1}/${ROUNDS} (${mode}): back to 200 after ${backMs ?? "—"} ms`);
  }
  await pause(2000);
  loading = false;
  await Promise.all(clients);

  // Whatever was not acknowledged is sent again now (same token and values) until it is.
  const drain = now();
  while (pending().length && now() - drain < 60_000) {
    for (const s of pending()) {
      await pause(Math.max(0, Math.min(s.dueAt - now(), 5000)));
      answers.push(await send(s));
    }
  }

  // ---- the figures
  const stored = await query<{ marker: string; n: string }>(
    postgres.url,
    `select "values"->>'message' as marker, count(*) as n from form_submissions where "values"->>'message' like $1 group by 1`,
    [`bench-faults ${RUN} #%`],
  );
  const storedCount = new Map(stored.map((row) => [row.marker, Number(row.n)]));
  const acknowledged = submissions.filter((s) => s.acknowledged);
  const missing = acknowledged.filter((s) => !storedCount.has(s.marker));
  const duplicated = [...storedCount.values()].filter((n) => n > 1).length;
  const neverAcknowledged = submissions.filter((s) => !s.acknowledged);
  const retried = submissions.filter((s) => s.attempts > 1);
  const crashes = lines(/uncaughtException|Unhandled 'error' event/);
  const alive = pidAlive(pid);
  const exit = await server.stop();

  const within = (a: Answer, round: Round) => a.start >= round.downAt && a.end <= round.startAt;
  const allowed = (a: Answer) =>
    a.kind === "cached" ? a.status === 200 : a.kind === "form" ? [200, 303, 503].includes(a.status) : a.status === 200 || a.status === 503;
  const unexpected = answers.filter((a) => !allowed(a) && !(a.kind === "probe" && a.status === 503));
  const withoutRetryAfter = answers.filter((a) => a.status === 503 && a.retryAfter !== "5");
  const during = (kind: Kind, round: Round) => answers.filter((a) => a.kind === kind && within(a, round));

  console.log(`\nPostgreSQL stopped ${ROUNDS}× for ${OUTAGE_MS / 1000} s each under load (1 client on the cached /, 1 on uncached searches, 2 posting the contact form; ${THINK_MS} ms between requests)`);
  console.log("| round | stop | cached / during the outage | uncached pages during it | form POSTs during it | of these 503 + Retry-After, localized | what the form posts showed | uncached 200 after PostgreSQL is back |");
  console.log("|---|---|---|---|---|---|---|---|");
  rounds.forEach((round, i) => {
    const cached = during("cached", round);
    const uncached = during("uncached", round);
    const forms = during("form", round);
    const failing = [...uncached, ...forms];
    const good = failing.filter((a) => a.status === 503 && a.retryAfter === "5" && a.localized).length;
    console.log(
      `| ${i + 1} | ${round.mode} | ${counts(cached)} | ${counts(uncached)} | ${counts(forms)} | ${good}/${failing.length} | ${counts(forms, (a) => a.shown ?? "other")} | ${round.backMs === null ? "never" : `${Math.round(round.backMs)} ms`} |`,
    );
    if (!round.alive) problems.push(`round ${i + 1}: the server process is gone or /healthz does not answer 200`);
    if (!cached.length || cached.some((a) => a.status !== 200)) problems.push(`round ${i + 1}: the cached home page answered ${counts(cached)} during the outage`);
    if (!uncached.length || !forms.length) problems.push(`round ${i + 1}: no uncached page or form post ran during the outage`);
    const sample = failing.find((a) => a.sample)?.sample;
    if (sample) console.log(`  round ${i + 1}, an answer that is not localized: ${sample.replace(/\s+/g, " ")}`);
    if (good !== failing.length) problems.push(`round ${i + 1}: ${failing.length - good} uncached pages or form posts were not a localized 503 with Retry-After: ${counts(failing.filter((a) => !(a.status === 503 && a.retryAfter === "5" && a.localized)), (a) => `${a.what} ${a.status}${a.localized ? "" : " (not localized)"}`)}`);
    if (round.backMs === null || round.backMs > BACK_WITHIN_MS) problems.push(`round ${i + 1}: no uncached 200 within ${BACK_WITHIN_MS} ms after PostgreSQL was back`);
  });
  const byKind = (kind: Kind) => counts(answers.filter((a) => a.kind === kind));
  const figures: [string, string | number][] = [
    ["server process exits (same PID answering throughout)", alive && rounds.every((r) => r.alive) ? 0 : 1],
    ["uncaught exceptions in the server's log", crashes],
    ["server exit code on SIGTERM at the end", `${exit.code ?? exit.signal}`],
    ["requests over the whole run: cached /", byKind("cached")],
    ["requests over the whole run: uncached pages", byKind("uncached")],
    ["requests over the whole run: form POSTs", byKind("form")],
    ["answers other than 200/303/503 (or 503 without Retry-After: 5)", unexpected.length + withoutRetryAfter.length],
    ["submissions sent / acknowledged", `${submissions.length} / ${acknowledged.length}`],
    ["submissions sent again after a 503 (same token and values)", retried.length],
    ["acknowledged submissions missing from the database", missing.length],
    ["submissions stored twice", duplicated],
    ["submissions refused (4xx)", submissions.filter((s) => s.refused).length],
    ["submissions never acknowledged", neverAcknowledged.length],
    ["run time (s)", Math.round((now() - started) / 1000)],
  ];
  console.log("\n| figure | value |\n|---|---|");
  for (const [name, value] of figures) console.log(`| ${name} | ${value} |`);

  if (!alive || crashes) problems.push("the server process exited or logged an uncaught exception");
  if (exit.code !== 0) problems.push(`the server exited ${exit.code ?? exit.signal} on SIGTERM`);
  if (unexpected.length) problems.push(`unexpected answers: ${counts(unexpected, (a) => `${a.kind} ${a.what} ${a.status}`)}`);
  if (withoutRetryAfter.length) problems.push(`503 without Retry-After: 5: ${counts(withoutRetryAfter, (a) => a.what)}`);
  if (missing.length) problems.push(`acknowledged but not stored: ${missing.map((s) => s.marker).join(", ")}`);
  if (duplicated) problems.push(`${duplicated} submissions stored more than once`);
  for (const s of submissions.filter((x) => x.refused)) problems.push(`submission ${s.n} (${s.kind}, attempt ${s.attempts}) refused: ${s.refused}`);
  if (neverAcknowledged.length) problems.push(`${neverAcknowledged.length} submissions never acknowledged`);
  if (problems.length) {
    console.log(`\nGoals missed:\n- ${problems.join("\n- ")}`);
    return 1;
  }
  console.log("\nAll goals met.");
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error);
} finally {
  await cleanUp();
}
process.exit(code);
