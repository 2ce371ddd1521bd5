import { sql } from "kysely";
import type { Db } from "../../db";
import { logger } from "~/lib/logger.server";
import { databaseRateLimiter } from "~/lib/rate-limit.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { verifyCaptcha, type CaptchaRefusal } from "./captcha.server";
import { FORM_CONTROL_FIELDS } from "./form-controls";
import { getPublicForm } from "./forms.server";
import { forwardSubmission, type ForwardOptions } from "./forward.server";
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
  forward?: ForwardOptions;
};

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
 * stores the submission, and forwards it to the actionUrl when one is set. A stored
 * submission answers 'success' even when forwarding fails: nothing is lost, and the failed
 * forwarding shows in the editors' submissions list.
 */
export async function submitForm(db: Db, input: SubmitInput, fallbackSuccessUrl: string): Promise<SubmitResult> {
  const form = await getPublicForm(db, input.formId);
  if (!form) return { message: "refused", reason: "formMissing", values: {} };
  const typed = normalizeSubmission(form.fields, input.raw);
  try {
    await limiter.consume(input.clientIp || "unknown");
  } catch {
    return { message: "refused", reason: "rateLimited", values: typed };
  }
  const successUrl = safeRedirectPath(form.successUrl || undefined, fallbackSuccessUrl);
  if (text(input.raw[FORM_CONTROL_FIELDS.honeypot])) {
    logger.warn(`[forms] form ${form.id}: honeypot filled, submission from ${input.clientIp} dropped`);
    return { message: "success", successUrl, submissionId: null, form: { title: form.title, destination: form.destination }, values: {} };
  }
  const parsed = buildSubmissionSchema(form.fields).safeParse(input.raw);
  if (!parsed.success) {
    const errors: Record<string, SubmissionError> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message as SubmissionError;
    return { message: "invalid", errors, values: typed };
  }
  const values = parsed.data;
  const notUnique = await duplicateUniqueFields(db, form.id, form.fields.filter((f) => f.isUnique && values[f.name]).map((f) => f.name), values);
  if (notUnique.length) return { message: "invalid", errors: Object.fromEntries(notUnique.map((n) => [n, "notUnique" as const])), values: typed };

  const refusal = await verifyCaptcha(db, {
    altcha: text(input.raw[FORM_CONTROL_FIELDS.altcha]),
    questionToken: text(input.raw[FORM_CONTROL_FIELDS.questionToken]),
    answer: text(input.raw[FORM_CONTROL_FIELDS.answer]),
  });
  if (refusal) return { message: "refused", reason: refusal, values: typed };

  const { id } = await db
    .insertInto("form_submissions")
    .values({
      form_id: form.id,
      form_title: form.title,
      values: JSON.stringify(values),
      locale: input.locale,
      page_path: input.pagePath.slice(0, 500),
      destination: form.destination,
      forward_status: "none",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (form.actionUrl) {
    const result = await forwardSubmission(form.actionUrl, { values, destination: form.destination, form: form.title }, input.forward);
    await db
      .updateTable("form_submissions")
      .set({ forward_status: result.status, forward_attempts: result.attempts, forward_error: result.error })
      .where("id", "=", id)
      .execute();
    if (result.status === "failed") logger.error(`[forms] submission ${id} of form ${form.id} not forwarded to ${form.actionUrl}: ${result.error}`);
  }
  return { message: "success", successUrl, submissionId: String(id), form: { title: form.title, destination: form.destination }, values };
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
