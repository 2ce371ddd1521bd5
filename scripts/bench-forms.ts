// npm run bench:forms — how many public form submissions one process validates, checks the
// captcha of, and stores per second, through submitForm (the code the form POST runs), on the
// configured database (embedded: a temporary one). Each submission answers a fresh signed
// captcha question (verified and spent) and comes from its own address (the per-IP limit would
// otherwise refuse after 10). Issue 44: the contact form's e-mail notification off against on (the
// notification queued in the submission's transaction; the send is the mail worker's, after the
// answer, so it is not part of the POST): a warm-up, then pairs of rounds in alternating order,
// and the median of the pairs' on/off ratios. BENCH_SUBMISSIONS a round (default 600),
// BENCH_PAIRS (default 5).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-forms-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET ||= "bench-forms-session-secret-0123456789abcdef";

const { createDb } = await import("../db");
const { migrateToLatest } = await import("../db/migrate");
const { seedForms, SEED_FORM_IDS } = await import("../db/seed/forms");
const { createCaptchaQuestion } = await import("../app/forms/captcha.server");
const { submitForm } = await import("../app/forms/submit-form.server");
const { FORM_CONTROL_FIELDS } = await import("../app/forms/form-controls");
const { logger } = await import("../app/lib/logger.server");
const { saveNotificationSettings } = await import("../app/forms/forms.server");

const COUNT = Number(process.env.BENCH_SUBMISSIONS ?? 600);
const CONCURRENCY = 8;
const db = createDb({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });

function submission(i: number) {
  const { a, b, token } = createCaptchaQuestion();
  return {
    formId: SEED_FORM_IDS.contact,
    raw: {
      type_of_inquiry: "sales",
      last_name: `Bench ${i}`,
      email: `bench-${i}@example.com`,
      message: "How fast is the humidity sensor?",
      privacy: "on",
      [FORM_CONTROL_FIELDS.questionToken]: token,
      [FORM_CONTROL_FIELDS.answer]: String(a + b),
    },
    locale: "en",
    pagePath: "/contact",
    clientIp: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    log: logger,
  };
}

try {
  await migrateToLatest(db);
  await seedForms(db);
  const first = await submitForm(db, submission(0), "/forms/thank-you");
  if (first.message !== "success") throw new Error(`the benchmark's submission is refused: ${JSON.stringify(first)}`);
  let next = 1;
  let refused = 0;
  /** One round of COUNT - 1 submissions; their per-second rate. */
  async function round(): Promise<number> {
    const end = next + COUNT - 1;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < end) {
          const result = await submitForm(db, submission(next++), "/forms/thank-you");
          if (result.message !== "success") refused++;
        }
      }),
    );
    return (COUNT - 1) / ((performance.now() - started) / 1000);
  }
  // Fair rounds: one warm-up round (not counted: JIT, the database's caches and first pages),
  // then PAIRS pairs of one off and one on round, in alternating order (off-on, on-off, …) so
  // that neither mode profits from a warmer cache or suffers a bigger table or a busier neighbour
  // more than the other. Each pair gives a ratio on/off measured under the same conditions; the
  // median of those ratios is the figure (a busy machine's outliers move the mean, not the median).
  const OFF = { enabled: false, to: [], cc: [], bcc: [], replyToField: "", subject: "", confirmation: false };
  const ON = { enabled: true, to: ["sales@example.com"], cc: ["lead-desk@example.com"], bcc: [], replyToField: "email", subject: "New lead: {{last_name}}", confirmation: false };
  const PAIRS = Math.max(1, Number(process.env.BENCH_PAIRS ?? 5));
  const run = async (mode: "off" | "on") => {
    await saveNotificationSettings(db, SEED_FORM_IDS.contact, mode === "on" ? ON : OFF);
    return round();
  };
  await run("off");
  await run("on");
  const rates = { off: [] as number[], on: [] as number[] };
  const ratios: number[] = [];
  for (let pair = 0; pair < PAIRS; pair++) {
    const order = pair % 2 === 0 ? (["off", "on"] as const) : (["on", "off"] as const);
    const rate = { off: 0, on: 0 };
    for (const mode of order) rate[mode] = await run(mode);
    rates.off.push(rate.off);
    rates.on.push(rate.on);
    ratios.push(rate.on / rate.off);
  }
  const median = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  const off = median(rates.off);
  const on = median(rates.on);
  const { count } = await db.selectFrom("form_submissions").select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow();
  const { queued } = await db.selectFrom("mail_outbox").select(sql<number>`count(*)`.as("queued")).executeTakeFirstOrThrow();
  console.log(`database: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite"}`);
  console.log(`warm-up: 2 × ${COUNT - 1} submissions (not counted); then ${PAIRS} pairs of rounds, off and on in alternating order`);
  console.log(`notification off: ${PAIRS} × ${COUNT - 1} submissions, median ${off.toFixed(0)} per second (captcha verified and spent, stored; rounds ${rates.off.map((r) => r.toFixed(0)).join(", ")})`);
  console.log(`notification on:  ${PAIRS} × ${COUNT - 1} submissions, median ${on.toFixed(0)} per second (and the notification queued: ${Number(queued)} messages; rounds ${rates.on.map((r) => r.toFixed(0)).join(", ")})`);
  console.log(`on / off per pair: ${ratios.map((r) => `${(r * 100).toFixed(1)} %`).join(", ")}`);
  console.log(`on / off, median of the pairs: ${(median(ratios) * 100).toFixed(1)} %; ${refused} refused, ${Number(count)} rows stored`);
} finally {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
