// npm run bench:forms — how many public form submissions one process validates, checks the
// captcha of, and stores per second, through submitForm (the code the form POST runs), on the
// configured database (embedded: a temporary one). Each submission answers a fresh signed
// captcha question (verified and spent) and comes from its own address (the per-IP limit would
// otherwise refuse after 10). Two rounds (issue 44): the contact form's e-mail notification off,
// then on (the notification queued in the submission's transaction; the send is the mail
// worker's, after the answer, so it is not part of the POST).
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

const COUNT = Number(process.env.BENCH_SUBMISSIONS ?? 2000);
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
  // Off and on in turn, twice each, so that neither profits from a warmer cache or suffers a bigger table.
  const OFF = { enabled: false, to: [], cc: [], bcc: [], replyToField: "", subject: "", confirmation: false };
  const ON = { enabled: true, to: ["sales@example.com"], cc: ["lead-desk@example.com"], bcc: [], replyToField: "email", subject: "New lead: {{last_name}}", confirmation: false };
  const rates = { off: [] as number[], on: [] as number[] };
  for (const mode of ["off", "on", "on", "off"] as const) {
    await saveNotificationSettings(db, SEED_FORM_IDS.contact, mode === "on" ? ON : OFF);
    rates[mode].push(await round());
  }
  const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
  const off = mean(rates.off);
  const on = mean(rates.on);
  const { count } = await db.selectFrom("form_submissions").select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow();
  const { queued } = await db.selectFrom("mail_outbox").select(sql<number>`count(*)`.as("queued")).executeTakeFirstOrThrow();
  console.log(`database: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite"}`);
  console.log(`notification off: 2 × ${COUNT - 1} submissions, ${off.toFixed(0)} per second (captcha verified and spent, stored; rounds ${rates.off.map((r) => r.toFixed(0)).join(", ")})`);
  console.log(`notification on:  2 × ${COUNT - 1} submissions, ${on.toFixed(0)} per second (and the notification queued: ${Number(queued)} messages; rounds ${rates.on.map((r) => r.toFixed(0)).join(", ")})`);
  console.log(`on / off: ${((on / off) * 100).toFixed(1)} %; ${refused} refused, ${Number(count)} rows stored`);
} finally {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
