import type { Db } from "../../db";
import type { Locale } from "~/i18n/locales";
import { href } from "~/i18n/route-table";
import { readFormData } from "~/lib/form-body.server";
import { formDataToRaw } from "./form-data";
import { FORM_CONTROL_FIELDS, RESERVED_FIELD_NAMES } from "./form-controls";
import { isNewsletterForm, TOPIC_FIELD } from "./form-events";
import { trackingName } from "./field-rules";
import type { FormFailure } from "./public-form-types";
import type { Logger } from "~/lib/logger.server";
import { isDatabaseUnavailable } from "../../db/unavailable";
import { SubmitFailedError, submitForm, type SubmitResult } from "./submit-form.server";

/** A public form POST larger than this is refused before it is parsed (the longest form fits easily). */
export const MAX_FORM_BODY_BYTES = 256 * 1024;

/** The POST's form data, or null when it announces a body over the limit (a thrown 400 for a malformed body). */
export async function readFormBody(request: Request): Promise<FormData | null> {
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > MAX_FORM_BODY_BYTES) return null;
  return readFormData(request);
}

export function isPublicFormPost(fields: FormData): boolean {
  return fields.has(FORM_CONTROL_FIELDS.formId);
}

export type PublicFormOutcome =
  | { ok: true; successUrl: string; form: { trackingName: string; newsletter: boolean }; topic: string | undefined }
  | { ok: false; moduleId: string; failure: FormFailure; httpStatus: number };

/** How long a visitor is asked to wait before sending a form again that failed for the server's reason. */
export const FORM_RETRY_AFTER_SECONDS = 5;

/** The headers of a failed submission's answer: a 503 asks to try again soon. */
export function failureHeaders(outcome: PublicFormOutcome): Record<string, string> {
  return !outcome.ok && outcome.httpStatus === 503 ? { "Retry-After": String(FORM_RETRY_AFTER_SECONDS) } : {};
}

/** The typed text values when the form's definition could not be read (field name → first value). */
function plainValues(raw: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string" && !RESERVED_FIELD_NAMES.includes(name)) values[name] = first;
  }
  return values;
}

export const tooLarge = (): PublicFormOutcome => ({
  ok: false,
  moduleId: "",
  failure: { status: "refused", reason: "tooLarge", errors: {}, values: {} },
  httpStatus: 413,
});

/**
 * A public form submission (SPEC §7 submitForm) from the CMS page action (no JavaScript) or the
 * enhanced form's JSON endpoint: checks and stores it, and says where to go on success.
 */
export async function processPublicForm(
  db: Db,
  fields: FormData,
  ctx: { locale: Locale; pagePath: string; clientIp: string; log: Logger },
): Promise<PublicFormOutcome> {
  const moduleId = String(fields.get(FORM_CONTROL_FIELDS.moduleId) ?? "").slice(0, 100);
  const rawId = String(fields.get(FORM_CONTROL_FIELDS.formId) ?? "");
  if (!/^\d{1,9}$/.test(rawId)) {
    return { ok: false, moduleId, failure: { status: "refused", reason: "formMissing", errors: {}, values: {} }, httpStatus: 404 };
  }
  const raw = formDataToRaw(fields);
  let result: SubmitResult;
  try {
    result = await submitForm(
      db,
      { formId: Number(rawId), raw, locale: ctx.locale, pagePath: ctx.pagePath, clientIp: ctx.clientIp, log: ctx.log },
      href("formThankYou", ctx.locale),
    );
  } catch (error) {
    // Not sent, for a reason of the server's: the typed values come back with a message that it
    // can be tried again (the same captcha answer too: it was not spent, ADR 029).
    const cause = error instanceof SubmitFailedError ? error.cause : error;
    const unavailable = isDatabaseUnavailable(cause);
    ctx.log[unavailable ? "warn" : "error"]({ err: cause }, `[forms] a submission of form ${rawId} was not stored`);
    const values = error instanceof SubmitFailedError ? error.values : plainValues(raw);
    return { ok: false, moduleId, failure: { status: "refused", reason: "failed", errors: {}, values }, httpStatus: unavailable ? 503 : 500 };
  }
  if (result.message === "success") {
    return {
      ok: true,
      successUrl: result.successUrl,
      form: { trackingName: trackingName(result.form.title), newsletter: isNewsletterForm(result.form) },
      topic: result.values[TOPIC_FIELD] || undefined,
    };
  }
  if (result.message === "invalid") {
    return { ok: false, moduleId, failure: { status: "invalid", errors: result.errors, reason: null, values: result.values }, httpStatus: 400 };
  }
  const httpStatus = result.reason === "rateLimited" ? 429 : result.reason === "formMissing" ? 404 : 400;
  return { ok: false, moduleId, failure: { status: "refused", errors: {}, reason: result.reason, values: result.values }, httpStatus };
}
