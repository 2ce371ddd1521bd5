import type { Db } from "../../db";
import type { Locale } from "~/i18n/locales";
import { href } from "~/i18n/route-table";
import { clientIp } from "~/lib/client-ip.server";
import { formDataToRaw } from "./form-data";
import { FORM_CONTROL_FIELDS } from "./form-controls";
import { isNewsletterForm, TOPIC_FIELD } from "./form-events";
import { trackingName } from "./field-rules";
import type { FormFailure } from "./public-form-types";
import { submitForm } from "./submit-form.server";
import type { ForwardOptions } from "./forward.server";

/** A public form POST larger than this is refused before it is parsed (the longest form fits easily). */
export const MAX_FORM_BODY_BYTES = 256 * 1024;

/** The POST's form data, or null when it announces a body over the limit. */
export async function readFormBody(request: Request): Promise<FormData | null> {
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > MAX_FORM_BODY_BYTES) return null;
  return request.formData();
}

export function isPublicFormPost(fields: FormData): boolean {
  return fields.has(FORM_CONTROL_FIELDS.formId);
}

export type PublicFormOutcome =
  | { ok: true; successUrl: string; form: { trackingName: string; newsletter: boolean }; topic: string | undefined }
  | { ok: false; moduleId: string; failure: FormFailure; httpStatus: number };

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
  request: Request,
  fields: FormData,
  ctx: { locale: Locale; pagePath: string; forward?: ForwardOptions },
): Promise<PublicFormOutcome> {
  const moduleId = String(fields.get(FORM_CONTROL_FIELDS.moduleId) ?? "").slice(0, 100);
  const rawId = String(fields.get(FORM_CONTROL_FIELDS.formId) ?? "");
  if (!/^\d{1,9}$/.test(rawId)) {
    return { ok: false, moduleId, failure: { status: "refused", reason: "formMissing", errors: {}, values: {} }, httpStatus: 404 };
  }
  const result = await submitForm(
    db,
    { formId: Number(rawId), raw: formDataToRaw(fields), locale: ctx.locale, pagePath: ctx.pagePath, clientIp: clientIp(request), forward: ctx.forward },
    href("formThankYou", ctx.locale),
  );
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
