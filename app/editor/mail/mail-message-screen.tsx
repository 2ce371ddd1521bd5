import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isLocale, type Locale } from "~/i18n/locales";
import { formatDateTime } from "~/lib/format";
import type { MailDetail } from "~/mail/mail-log.server";
import { ScreenHead, ScreenMessage } from "../shell/screen-head";
import type { MailLogNotice } from "./mail-route.server";
import { MailStatusText } from "./mail-status";

/** /editor/mail/:mailId: one message in full, its delivery, and Resend (a plain POST form). */
export function MailMessageScreen() {
  const { message, notice } = useLoaderData<{ message: MailDetail; notice: MailLogNotice }>();
  const { t, i18n } = useTranslation("editor");
  const locale: Locale = isLocale(i18n.language) ? i18n.language : "en";
  const list = (addresses: string[]) => (addresses.length ? addresses.join(", ") : "—");
  return (
    <section className="container mail-message" aria-labelledby="mail-message-title">
      <ScreenHead id="mail-message-title" title={message.subject || "—"}>
        <Link to="/editor/mail">{t("mailLog.back")}</Link>
      </ScreenHead>
      <ScreenMessage text={notice === "resent" ? t("mailLog.resent") : null} />
      <dl className="users__facts">
        <dt>{t("mailLog.status")}</dt>
        <dd>
          <MailStatusText row={message} t={t} locale={locale} />
        </dd>
        <dt>{t("mailLog.kind")}</dt>
        <dd>{t(`mailLog.kinds.${message.kind}`)}</dd>
        <dt>{t("mailLog.columns.queuedAt")}</dt>
        <dd>{formatDateTime(message.createdAt, locale)}</dd>
        {message.deliveredAt ? (
          <>
            <dt>{t("mailLog.deliveredAt")}</dt>
            <dd>{formatDateTime(message.deliveredAt, locale)}</dd>
          </>
        ) : null}
        <dt>{t("mailLog.attempts")}</dt>
        <dd>{message.attempts}</dd>
        <dt>{t("mailLog.messageId")}</dt>
        <dd>
          <code>{message.messageId}</code>
        </dd>
        <dt>{t("mailLog.from")}</dt>
        <dd>{message.sender ?? t("mailLog.fromDefault")}</dd>
        <dt>{t("mailLog.columns.to")}</dt>
        <dd>{list(message.recipients.to)}</dd>
        <dt>{t("mailLog.cc")}</dt>
        <dd>{list(message.recipients.cc)}</dd>
        <dt>{t("mailLog.bcc")}</dt>
        <dd>{list(message.recipients.bcc)}</dd>
        <dt>{t("mailLog.replyTo")}</dt>
        <dd>{message.replyTo ?? "—"}</dd>
        <dt>{t("mailLog.columns.form")}</dt>
        <dd>{message.formId ? <Link to={`/editor/forms/${message.formId}`}>{message.formTitle ?? message.formId}</Link> : "—"}</dd>
        {message.formId && message.submissionId ? (
          <>
            <dt>{t("mailLog.submission")}</dt>
            <dd>
              <Link to={`/editor/forms/${message.formId}/submissions#submission-${message.submissionId}`}>#{message.submissionId}</Link>
            </dd>
          </>
        ) : null}
      </dl>
      <h2 id="mail-message-body">{t("mailLog.body")}</h2>
      <pre className="mail-message__body" aria-labelledby="mail-message-body" tabIndex={0}>
        {message.text}
      </pre>
      <Form method="post" aria-labelledby="mail-message-resend">
        <input type="hidden" name="_action" value="resend" />
        <p className="field__hint" id="mail-message-resend-hint">
          {t("mailLog.resendHint")}
        </p>
        <button type="submit" id="mail-message-resend" className="button" aria-describedby="mail-message-resend-hint">
          {t("mailLog.resend")}
        </button>
      </Form>
    </section>
  );
}
