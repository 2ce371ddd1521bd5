import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { formDefaultsOf, notificationFormSchema, SUBJECT_MAX, type NotificationSettings } from "~/forms/notification-schema";
import { editorErrorMap } from "../pages/module-form-schema";
import { ScreenHead, ScreenMessage } from "../shell/screen-head";
import { translateValidation } from "../shell/validation-messages";
import { builderHref } from "./form-links";
import type { NotificationNotice } from "./notification-route.server";

type Loaded = {
  form: { id: number; title: string };
  settings: NotificationSettings;
  placeholders: string[];
  emailFields: { name: string; label: string }[];
  editorEmail: string;
  serverConfigured: boolean;
  notice: NotificationNotice;
  testMail: string | null;
};

/** A message of this screen (`mailSettings.errors.*`) or a shared one, in the editor's language. */
export function translateMailError(message: string, t: TFunction): string {
  if (/^mailSettings\.errors\.\w+$/.test(message)) return t(message);
  return translateValidation(message, (key, options) => t(key, options));
}

const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

function Errors({ field }: { field: FieldMetadata<string | undefined> }) {
  const { t } = useTranslation("editor");
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className="field__error">
      {field.errors.map((m) => translateMailError(m, t)).join(" ")}
    </p>
  );
}

function AddressField({ field, label, hint }: { field: FieldMetadata<string | undefined>; label: string; hint?: string }) {
  const hintId = `${field.id}-hint`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={field.id}>
        {label}
      </label>
      <textarea
        id={field.id}
        name={field.name}
        rows={2}
        cols={60}
        spellCheck={false}
        defaultValue={String(field.initialValue ?? "")}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && hintId, field.errors && field.errorId)}
      />
      {hint === undefined ? null : (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <Errors field={field} />
    </div>
  );
}

function Checkbox({ field, label, hint }: { field: FieldMetadata<string | undefined>; label: string; hint?: string }) {
  const hintId = `${field.id}-hint`;
  return (
    <div className="field field--checkbox">
      <input
        id={field.id}
        name={field.name}
        type="checkbox"
        defaultChecked={field.initialValue === "on"}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && hintId, field.errors && field.errorId)}
      />
      <label htmlFor={field.id}>{label}</label>
      {hint === undefined ? null : (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <Errors field={field} />
    </div>
  );
}

/** /editor/forms/:id/notification: the form's e-mail notification and "Send a test" (issue 44). */
export function NotificationScreen() {
  const { form: stored, settings, placeholders, emailFields, editorEmail, serverConfigured, notice, testMail } = useLoaderData<Loaded>();
  const answer = useActionData<{ result: SubmissionResult<string[]> }>();
  const { t } = useTranslation("editor");
  const [form, fields] = useForm({
    id: "form-notification",
    lastResult: answer?.result ?? null,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: formDefaultsOf(settings),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: notificationFormSchema, errorMap: editorErrorMap }),
  });
  const failed = form.status === "error" && answer !== undefined;
  const replyHint = `${fields.replyToField.id}-hint`;
  return (
    <section className="container page-tree form-notification" aria-labelledby="form-notification-title">
      <ScreenHead id="form-notification-title" title={t("mailSettings.title", { title: stored.title })}>
        <Link to={builderHref(stored.id)}>{t("mailSettings.toBuilder")}</Link> · <Link to={`/editor/mail?form=${stored.id}`}>{t("mailSettings.log")}</Link>
      </ScreenHead>
      <ScreenMessage text={notice === "saved" ? t("mailSettings.saved") : null} />
      {notice === "test" ? (
        <p className="form-builder-screen__message" role="status">
          {t("mailSettings.testQueued", { email: editorEmail })} {testMail ? <Link to={`/editor/mail/${testMail}`}>{t("mailSettings.deliveryRecord")}</Link> : null}
        </p>
      ) : null}
      <ScreenMessage role="alert" text={failed ? t("mailSettings.failed") : null} />
      {serverConfigured ? null : <p className="field__hint">{t("mailSettings.noServer")}</p>}
      <p>{t("mailSettings.intro")}</p>

      <Form method="post" {...getFormProps(form)} aria-labelledby="form-notification-title" className="new-page__form">
        <input type="hidden" name="_action" value="save" />
        <Checkbox field={fields.enabled} label={t("mailSettings.enabled")} />
        <AddressField field={fields.to} label={t("mailSettings.to")} hint={t("mailSettings.toHint")} />
        <AddressField field={fields.cc} label={t("mailSettings.cc")} />
        <AddressField field={fields.bcc} label={t("mailSettings.bcc")} />
        <div className="field">
          <label className="field__label" htmlFor={fields.replyToField.id}>
            {t("mailSettings.replyToField")}
          </label>
          <select
            id={fields.replyToField.id}
            name={fields.replyToField.name}
            defaultValue={String(fields.replyToField.initialValue ?? "")}
            aria-invalid={fields.replyToField.errors ? true : undefined}
            aria-describedby={describedBy(replyHint, fields.replyToField.errors && fields.replyToField.errorId)}
          >
            <option value="">{t("mailSettings.replyToNone")}</option>
            {emailFields.map((f) => (
              <option key={f.name} value={f.name}>
                {f.label === f.name ? f.name : `${f.label} (${f.name})`}
              </option>
            ))}
          </select>
          <p id={replyHint} className="field__hint">
            {emailFields.length ? t("mailSettings.replyToHint") : t("mailSettings.noEmailFields")}
          </p>
          <Errors field={fields.replyToField} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={fields.subject.id}>
            {t("mailSettings.subject")}
          </label>
          <input
            id={fields.subject.id}
            name={fields.subject.name}
            type="text"
            size={60}
            maxLength={SUBJECT_MAX}
            defaultValue={String(fields.subject.initialValue ?? "")}
            aria-invalid={fields.subject.errors ? true : undefined}
            aria-describedby={describedBy(`${fields.subject.id}-hint`, fields.subject.errors && fields.subject.errorId)}
          />
          <p id={`${fields.subject.id}-hint`} className="field__hint">
            {t("mailSettings.subjectHint", { placeholders: placeholders.map((p) => `{{${p}}}`).join(", "), interpolation: { escapeValue: false } })}
          </p>
          <Errors field={fields.subject} />
        </div>
        <Checkbox field={fields.confirmation} label={t("mailSettings.confirmation")} hint={t("mailSettings.confirmationHint")} />
        <button type="submit" className="button">
          {t("mailSettings.save")}
        </button>
      </Form>

      <h2 id="form-notification-test">{t("mailSettings.test")}</h2>
      <Form method="post" aria-labelledby="form-notification-test">
        <p className="field__hint" id="form-notification-test-hint">
          {t("mailSettings.testHint", { email: editorEmail })}
        </p>
        <input type="hidden" name="_action" value="test" />
        <button type="submit" className="button button--secondary" aria-describedby="form-notification-test-hint">
          {t("mailSettings.test")}
        </button>
      </Form>
    </section>
  );
}
