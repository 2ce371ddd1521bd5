import { sql } from "kysely";
import type { Db } from "../../db";
import type { Logger } from "~/lib/logger.server";
import { databaseRateLimiter } from "~/lib/rate-limit.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { checkCaptcha, spendCaptcha, type CaptchaRefusal } from "./captcha.server";
import { FORM_CONTROL_FIELDS } from "./form-controls";
import { enqueueFormMails } from "~/mail/form-notification.server";
import { mailQueued, type MailSettings } from "~/mail/outbox.server";
import { getPublicForm } from "./forms.server";
import { enqueueForward, forwardQueued } from "./forward-outbox.server";
import { buildSubmissionSchema, normalizeSubmission, type SubmissionError } from "./submission-schema";

export { FORM_CONTROL_FIELDS } from "./form-controls";

// Per IP: 10 submissions in 10 minutes, across all instances.
const limiter = databaseRateLimiter({ keyPrefix: "form-ip", points: 10, duration: 600 });

export type SubmitInput = {
  formId: number;
  /** Form data parsed into conform's shape (repeated names → arrays, `a.b` → objects). */
  raw: Record<string, unknown>;
  locale: string;
  pagePath: string;
  clientIp: string;
  /** The request's logger (server/main.ts). */
  log: Logger;
  /** The sender and site the form's e-mails name (default: the configuration's). */
  mail?: MailSettings;
};

/**
 * A submission that could not be checked or stored for a reason of the server's (the database
 * away, read-only or full): nothing was stored, and the visitor gets the typed values back.
 */
export class SubmitFailedError extends Error {
  constructor(
    readonly values: Record<string, string>,
    readonly cause: unknown,
  ) {
    super("The submission could not be stored", { cause });
  }
}

export type SubmitResult =
  | {
      message: "success";
      successUrl: string;
      submissionId: string | null;
      /** For the tag-manager events (name, newsletter) the page sends after the redirect. */
      form: { title: string; destination: string };
      /** The stored values (empty for a dropped honeypot submission). */
      values: Record<string, string>;
    }
  | { message: "invalid"; errors: Record<string, SubmissionError>; values: Record<string, string> }
  | { message: "refused"; reason: CaptchaRefusal | "rateLimited" | "formMissing"; values: Record<string, string> };

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

/**
 * SPEC §7 submitForm. Checks against the form's CURRENT definition (unknown fields dropped,
 * oversized values refused, hidden conditional fields never required), then the captcha,
 * stores the submission, and queues it for forwarding to the actionUrl when one is set (the
 * outbox worker forwards it in the background, app/forms/forward-worker.server.ts). A stored
 * submission answers 'success' whatever becomes of the forwarding: nothing is lost, and the
 * forwarding's progress shows in the editors' submissions list.
 */
export async function submitForm(db: Db, input: SubmitInput, fallbackSuccessUrl: string): Promise<SubmitResult> {
  const form = await getPublicForm(db, input.formId, input.log);
  if (!form) return { message: "refused", reason: "formMissing", values: {} };
  const typed = normalizeSubmission(form.fields, input.raw);
  try {
    return await checkAndStore(db, input, form, typed, fallbackSuccessUrl);
  } catch (error) {
    throw new SubmitFailedError(typed, error);
  }
}

type PublicForm = NonNullable<Awaited<ReturnType<typeof getPublicForm>>>;

async function checkAndStore(db: Db, input: SubmitInput, form: PublicForm, typed: Record<string, string>, fallbackSuccessUrl: string): Promise<SubmitResult> {
  const successUrl = safeRedirectPath(form.successUrl || undefined, fallbackSuccessUrl);
  const stored = (values: Record<string, string>, submissionId: string | null): SubmitResult => ({
    message: "success",
    successUrl,
    submissionId,
    form: { title: form.title, destination: form.destination },
    values,
  });
  // The captcha token is the idempotency key (ADR 029): a retry of a stored submission (its answer
  // was lost on the way: same token, same values) answers like the first and stores nothing,
  // before any other check.
  const captcha = await checkCaptcha({
    altcha: text(input.raw[FORM_CONTROL_FIELDS.altcha]),
    questionToken: text(input.raw[FORM_CONTROL_FIELDS.questionToken]),
    answer: text(input.raw[FORM_CONTROL_FIELDS.answer]),
  });
  const parsed = buildSubmissionSchema(form.fields).safeParse(input.raw);
  const retried = "key" in captcha && parsed.success ? await storedSubmission(db, form.id, captcha.key, parsed.data) : null;
  if (retried) return stored(retried.values, retried.id);
  try {
    await limiter.consume(input.clientIp || "unknown");
  } catch {
    return { message: "refused", reason: "rateLimited", values: typed };
  }
  if (text(input.raw[FORM_CONTROL_FIELDS.honeypot])) {
    input.log.warn(`[forms] form ${form.id}: honeypot filled, submission from ${input.clientIp} dropped`);
    return stored({}, null);
  }
  if (!parsed.success) {
    const errors: Record<string, SubmissionError> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message as SubmissionError;
    return { message: "invalid", errors, values: typed };
  }
  const values = parsed.data;
  const notUnique = await duplicateUniqueFields(db, form.id, form.fields.filter((f) => f.isUnique && values[f.name]).map((f) => f.name), values);
  if (notUnique.length) return { message: "invalid", errors: Object.fromEntries(notUnique.map((n) => [n, "notUnique" as const])), values: typed };

  if ("refusal" in captcha) return { message: "refused", reason: captcha.refusal, values: typed };
  // The captcha is spent and the submission stored in one transaction with its forwarding (the
  // outbox row the worker forwards after COMMIT, ADR 028): all or nothing, so a submission that
  // failed to store can be sent again with the same token.
  // The form's notification (issue 44) is queued in the same transaction: a stored submission
  // always has its message on record, and a failed store sends nothing.
  const actionUrl = form.actionUrl;
  let mails = 0;
  const id = await db.transaction().execute(async (trx) => {
    if (!(await spendCaptcha(trx, captcha.key, captcha.expiresAt))) return null;
    const row = await trx
      .insertInto("form_submissions")
      .values({
        form_id: form.id,
        form_title: form.title,
        values: JSON.stringify(values),
        locale: input.locale,
        page_path: input.pagePath.slice(0, 500),
        destination: form.destination,
        forward_status: actionUrl ? "pending" : "none",
        idempotency_key: captcha.key,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (actionUrl) await enqueueForward(trx, row.id, actionUrl, { values, destination: form.destination, form: form.title });
    mails = await enqueueFormMails(trx, form, form.notification, { id: row.id, values, locale: input.locale, pagePath: input.pagePath.slice(0, 500) }, input.mail, input.log);
    return row.id;
  });
  if (id === null) {
    // Spent meanwhile: by the same POST sent twice at once (its twin stored it), or a replay.
    const twin = await storedSubmission(db, form.id, captcha.key, values);
    return twin ? stored(twin.values, twin.id) : { message: "refused", reason: "captchaReplayed", values: typed };
  }
  if (actionUrl) forwardQueued();
  if (mails) mailQueued();
  return stored(values, String(id));
}

/** The submission of this form stored under a captcha key with these values, if any. */
async function storedSubmission(db: Db, formId: number, key: string, values: Record<string, string>): Promise<{ id: string; values: Record<string, string> } | null> {
  const row = await db
    .selectFrom("form_submissions")
    .select(["id", "values"])
    .where("idempotency_key", "=", key)
    .where("form_id", "=", formId)
    .executeTakeFirst();
  if (!row) return null;
  const kept = typeof row.values === "string" ? (JSON.parse(row.values) as Record<string, string>) : (row.values as Record<string, string>);
  const same = (a: Record<string, string>) => JSON.stringify(Object.entries(a).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
  return same(kept) === same(values) ? { id: String(row.id), values: kept } : null;
}

async function duplicateUniqueFields(db: Db, formId: number, names: string[], values: Record<string, string>): Promise<string[]> {
  const duplicates: string[] = [];
  for (const name of names) {
    const row = await db
      .selectFrom("form_submissions")
      .select("id")
      .where("form_id", "=", formId)
      .where(sql<string>`lower("values"->>${name})`, "=", values[name].toLowerCase())
      .limit(1)
      .executeTakeFirst();
    if (row) duplicates.push(name);
  }
  return duplicates;
}
