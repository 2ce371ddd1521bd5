import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useNavigate, useRevalidator } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Locale } from "~/i18n/locales";
import { ALTCHA_LANGUAGE } from "./altcha-loader";
import { ensureVerified, type AltchaWidget } from "./altcha-verify";
import { formDataToRaw } from "./form-data";
import { FORM_CONTROL_FIELDS } from "./form-controls";
import { pushFormEvent, pushSuccessEvents, TOPIC_FIELD } from "./form-events";
import { FormFields } from "./form-fields";
import { CaptchaQuestionField, FormActions, FormControls, FormMessages, Honeypot } from "./form-parts";
import { formDomId } from "./conditional-css";
import { CAPTCHA_REFUSALS, type CaptchaQuestion, type FormFailure, type PublicFormJson, type PublicFormView } from "./public-form-types";
import { isFieldVisible } from "./field-rules";
import { buildSubmissionSchema, normalizeSubmission } from "./submission-schema";
import type {} from "altcha/types/react";

// The public form with JavaScript: its own chunk (conform, zod), loaded only where a form shows.
// conform validates with the same zod schema as the server (buildSubmissionSchema), conditional
// fields show live, and the submission goes to /api/forms/submit as JSON so the tag-manager events
// are pushed before the browser moves on to the success page.

export const SUBMIT_ENDPOINT = "/api/forms/submit";

export type EnhancedFormProps = {
  moduleId: string;
  view: PublicFormView;
  question: CaptchaQuestion;
  /** A failed no-JS submission this page shows. */
  failure: FormFailure | null;
  /** What the plain form held when this replaced it. */
  typed: FormData;
  /** The id of the plain form's focused control, focused again here. */
  focus: string | null;
  /** The page's own address (the plain form's action). */
  action: string;
  locale: Locale;
  /** Whether <altcha-widget> is defined (else the arithmetic question stays). */
  altcha: boolean;
};

export function EnhancedForm({ moduleId, view, question, failure: initialFailure, typed, focus, action, locale, altcha }: EnhancedFormProps) {
  const { t } = useTranslation("modules");
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const domId = formDomId(moduleId);
  const schema = useMemo(() => buildSubmissionSchema(view.fields), [view.fields]);
  const [initialValues] = useState(() => normalizeSubmission(view.fields, formDataToRaw(typed)));
  const [live, setLive] = useState(initialValues);
  const [failure, setFailure] = useState<FormFailure | null>(initialFailure);
  const [busy, setBusy] = useState(false);
  const widgetRef = useRef<AltchaWidget | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus]);

  const [form] = useForm({
    id: domId,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(event) {
      event.preventDefault();
      void send(event.currentTarget);
    },
  });

  async function send(element: HTMLFormElement) {
    setBusy(true);
    const topic = live[TOPIC_FIELD] || undefined;
    let answer: FormFailure;
    try {
      if (altcha) await ensureVerified(widgetRef.current);
      const body = new FormData(element);
      body.set(FORM_CONTROL_FIELDS.page, window.location.pathname);
      const response = await fetch(SUBMIT_ENDPOINT, { method: "POST", body, headers: { Accept: "application/json" } });
      const json = (await response.json()) as PublicFormJson;
      if (json.status === "success") {
        pushSuccessEvents(view, topic);
        navigate(json.redirectTo);
        if (new URL(json.redirectTo, window.location.href).pathname === window.location.pathname) {
          // The success page is this page: the form stays, so start it afresh.
          element.reset();
          setBusy(false);
          setFailure(null);
        }
        return;
      }
      answer = json;
    } catch (error) {
      console.warn("[forms] the form could not be sent", error);
      answer = { status: "refused", reason: "failed", errors: {}, values: {} };
    }
    setBusy(false);
    setFailure(answer);
    pushFormEvent("submitError", { name: view.trackingName, response: answer.reason ?? answer.status, topic });
    const captchaRefused = Boolean(answer.reason && CAPTCHA_REFUSALS.includes(answer.reason));
    if (captchaRefused) widgetRef.current?.reset?.();
    // A new arithmetic question, or the form's current definition when it changed since this page was rendered.
    const unknownField = Object.keys(answer.errors).some((name) => !view.fields.some((f) => f.name === name));
    if ((captchaRefused && !altcha) || unknownField) revalidator.revalidate();
    requestAnimationFrame(() => alertRef.current?.focus());
  }

  function onEdit(event: FormEvent<HTMLFormElement>) {
    setLive(normalizeSubmission(view.fields, formDataToRaw(new FormData(event.currentTarget))));
    // A server error goes away once its field is edited.
    const name = ((event.target as HTMLInputElement).name ?? "").split(".")[0];
    if (name && failure?.errors[name]) {
      const { [name]: _edited, ...rest } = failure.errors;
      setFailure({ ...failure, errors: rest });
    }
  }

  // Client errors from conform; a server error stays until its field is validated again.
  const errors: Record<string, string> = {};
  for (const [name, code] of Object.entries(failure?.errors ?? {})) if (!form.allErrors[name]) errors[name] = code;
  for (const [name, codes] of Object.entries(form.allErrors)) if (codes[0] && name) errors[name.split(".")[0]] = codes[0];
  const refused = failure?.reason && CAPTCHA_REFUSALS.includes(failure.reason) ? failure.reason : null;

  return (
    <form
      {...getFormProps(form)}
      className="public-form"
      method="post"
      action={action}
      aria-label={view.title}
      aria-busy={busy || undefined}
      data-enhanced=""
      onInput={onEdit}
      onChange={onEdit}
    >
      <FormControls view={view} moduleId={moduleId} />
      <FormMessages ref={alertRef} failure={failure} fields={view.fields} domId={domId} />
      <FormFields
        fields={view.fields}
        domId={domId}
        values={initialValues}
        errors={errors}
        mode="enhanced"
        isVisible={(field) => isFieldVisible(field, live)}
      />
      {altcha ? (
        <div className="public-form__field public-form__captcha">
          <altcha-widget
            ref={(element: HTMLElement | null) => {
              widgetRef.current = element as AltchaWidget | null;
            }}
            challenge="/api/captcha"
            name={FORM_CONTROL_FIELDS.altcha}
            auto="onfocus"
            language={ALTCHA_LANGUAGE[locale]}
            configuration={JSON.stringify({ hideFooter: true })}
          />
          {refused ? (
            <p className="public-form__error" id={`${domId}-captcha-error`}>
              {t(`customForms.errors.${refused}`)}
            </p>
          ) : null}
        </div>
      ) : (
        <CaptchaQuestionField question={question} domId={domId} failure={failure} />
      )}
      <Honeypot domId={domId} />
      <FormActions view={view} busy={busy} />
    </form>
  );
}
