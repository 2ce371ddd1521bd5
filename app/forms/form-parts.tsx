import { forwardRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FORM_CONTROL_FIELDS } from "./form-controls";
import { fieldFocusId, fieldLabel } from "./form-fields";
import type { FieldDefinition } from "./form-definition";
import { CAPTCHA_REFUSALS, type CaptchaQuestion, type FormFailure, type PublicFormView } from "./public-form-types";

// The parts of a public form around its fields: messages, captcha question, honeypot, buttons.

/** Errors of the last attempt: a refusal, or a list of the fields to correct with links to them. */
export const FormMessages = forwardRef<HTMLDivElement, { failure: FormFailure | null; fields: FieldDefinition[]; domId: string }>(
  function FormMessages({ failure, fields, domId }, ref) {
    const { t } = useTranslation("modules");
    const listed = Object.entries(failure?.errors ?? {});
    if (!failure || (!failure.reason && listed.length === 0)) return null;
    const byName = new Map(fields.map((f) => [f.name, f]));
    return (
      <div className="public-form__alert" id={`${domId}-alert`} role="alert" tabIndex={-1} ref={ref}>
        {failure.reason ? <p>{t(`customForms.errors.${failure.reason}`)}</p> : null}
        {listed.length ? (
          <>
            <p>{t("customForms.errors.summary")}</p>
            <ul>
              {listed.map(([name, code]) => {
                const field = byName.get(name);
                const text = `${field ? fieldLabel(field) : name}: ${t(`customForms.errors.${code}`)}`;
                return <li key={name}>{field ? <a href={`#${fieldFocusId(domId, field)}`}>{text}</a> : text}</li>;
              })}
            </ul>
          </>
        ) : null}
      </div>
    );
  },
);

/** The captcha without JavaScript (ADR 006): a signed arithmetic question. */
export function CaptchaQuestionField({ question, domId, failure }: { question: CaptchaQuestion; domId: string; failure: FormFailure | null }) {
  const { t } = useTranslation("modules");
  const id = `${domId}-captcha`;
  const refused = failure?.reason && CAPTCHA_REFUSALS.includes(failure.reason) ? failure.reason : null;
  return (
    <div className="public-form__field public-form__captcha">
      <input type="hidden" name={FORM_CONTROL_FIELDS.questionToken} value={question.token} />
      <label className="public-form__label" htmlFor={id}>
        {t("customForms.captcha.question", { a: question.a, b: question.b })}
        <span className="public-form__required" aria-hidden="true">
          {" *"}
        </span>
      </label>
      <input
        type="text"
        id={id}
        name={FORM_CONTROL_FIELDS.answer}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        required
        aria-describedby={`${id}-help${refused ? ` ${id}-error` : ""}`}
        aria-invalid={refused ? true : undefined}
      />
      <p className="public-form__help" id={`${id}-help`}>
        {t("customForms.captcha.help")}
      </p>
      {refused ? (
        <p className="public-form__error" id={`${id}-error`}>
          {t(`customForms.errors.${refused}`)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A field people never see and bots fill in: off-screen (not display:none, which bots skip),
 * hidden from assistive technology and out of the tab order.
 */
export function Honeypot({ domId }: { domId: string }) {
  const { t } = useTranslation("modules");
  return (
    <div className="public-form__trap" aria-hidden="true">
      <label htmlFor={`${domId}-trap`}>{t("customForms.honeypot")}</label>
      <input type="text" id={`${domId}-trap`} name={FORM_CONTROL_FIELDS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The submit button (text from the form's Button field) and the additional buttons. */
export function FormActions({ view, busy, children }: { view: PublicFormView; busy?: boolean; children?: ReactNode }) {
  const { t } = useTranslation("modules");
  const button = view.fields.find((f) => f.fieldType === "Button");
  const text = button?.buttonText?.trim() || button?.label.trim() || t("customForms.submit");
  return (
    <div className="public-form__actions">
      <button type="submit" className="button" disabled={busy} aria-disabled={busy || undefined}>
        {busy ? t("customForms.sending") : text}
      </button>
      {view.additionalButtons.map((extra) => (
        <a key={extra.id} className="button button--secondary" href={extra.href}>
          {extra.label}
        </a>
      ))}
      {children}
    </div>
  );
}

/** The hidden inputs that say which form and module a POST belongs to. */
export function FormControls({ view, moduleId }: { view: PublicFormView; moduleId: string }) {
  return (
    <>
      <input type="hidden" name={FORM_CONTROL_FIELDS.formId} value={view.id} />
      <input type="hidden" name={FORM_CONTROL_FIELDS.moduleId} value={moduleId} />
    </>
  );
}
