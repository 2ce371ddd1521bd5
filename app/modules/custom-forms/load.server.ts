import { createCaptchaQuestion } from "~/forms/captcha.server";
import { isNewsletterForm } from "~/forms/form-events";
import { trackingName } from "~/forms/field-rules";
import { getPublicForm } from "~/forms/forms.server";
import type { CaptchaQuestion, PublicFormView } from "~/forms/public-form-types";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { ModuleLoader } from "../loader-types";
import type { CustomFormsData } from "./schema";

/** What CUSTOM_FORMS shows: the form, and a fresh no-JS captcha question (ADR 006). */
export type CustomFormsRows = { form: PublicFormView; question: CaptchaQuestion };

/** Thrown for a form that is missing or whose JSON is invalid: the module is not displayed (SPEC §8). */
export class FormNotDisplayedError extends Error {}

/** An additional button's action as a link: a same-site path or an http(s) address, else none. */
export function buttonHref(action: string): string | null {
  const trimmed = action.trim();
  if (/^https?:\/\/[^\s]+$/i.test(trimmed)) return trimmed;
  const path = safeRedirectPath(trimmed, "");
  return path || null;
}

export const loadCustomForms: ModuleLoader<CustomFormsData, CustomFormsRows> = async (data, { db, log }) => {
  // getPublicForm logs why a stored form's JSON is not usable.
  const form = await getPublicForm(db, data.formId, log);
  if (!form) throw new FormNotDisplayedError(`form ${data.formId} is missing or invalid; the module is not displayed`);
  return {
    form: {
      id: form.id,
      title: form.title,
      trackingName: trackingName(form.title),
      newsletter: isNewsletterForm(form),
      fields: form.fields,
      additionalButtons: form.additionalButtons.flatMap((b) => {
        const href = buttonHref(b.action);
        return href && b.label.trim() ? [{ id: b.id, label: b.label.trim(), href }] : [];
      }),
    },
    question: createCaptchaQuestion(),
  };
};
