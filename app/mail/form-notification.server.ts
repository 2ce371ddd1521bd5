import type { Db } from "../../db";
import { fixedT } from "~/i18n/i18n.server";
import { isLocale, type Locale } from "~/i18n/locales";
import { OPTION_FIELD_TYPES, VALUE_FIELD_TYPES, type FieldDefinition } from "~/forms/form-definition";
import { isEmailField } from "~/forms/field-rules";
import { fillPlaceholders, type NotificationSettings } from "~/forms/notification-schema";
import { logger, type Logger } from "~/lib/logger.server";
import { MailAddressError, parseMailbox } from "./headers.server";
import { enqueueMail, mailSettings, type MailMessage, type MailSettings } from "./outbox.server";

// Issue 44 §2: the messages a form sends. The notification goes to the addresses the editors set
// (to, cc, bcc); a visitor's answer is only ever the Reply-To (the form's e-mail field chosen in
// the settings), and only when it is one plain mailbox. The body lists every answered field in the
// form's order with its label, in the locale the visitor used, then the page it was sent from and
// a link to the submission in the editor. Forms have no file fields, so a message carries no
// attachments; a message whose answers would pass 1 MB keeps the long answers in the editor and
// links to them instead.

/** A message above this many bytes links to long answers instead of carrying them. */
export const MAX_MESSAGE_BYTES = 1_000_000;
/** An answer longer than this is left out of an oversized message (with the link to it). */
const LONG_ANSWER_CHARS = 2000;

export type NotifiedForm = { id: number; title: string; fields: FieldDefinition[] };
export type NotifiedSubmission = { id: string | number; values: Record<string, string>; locale: string; pagePath: string };

const localeOf = (value: string): Locale => (isLocale(value) ? value : "en");
const labelOf = (field: FieldDefinition) => field.label.trim() || field.name;

export const submissionLink = (publicUrl: string, formId: number, submissionId: string | number) => `${publicUrl}/editor/forms/${formId}/submissions#submission-${submissionId}`;

/** An answer as the visitor chose it: option labels for option values, a slider's range with a dash. */
function shownAnswer(field: FieldDefinition, value: string): string {
  if (OPTION_FIELD_TYPES.includes(field.fieldType) && field.options?.length) {
    const label = (v: string) => field.options?.find((o) => o.optionValue === v)?.optionLabel || v;
    return field.fieldType === "Checkbox" ? value.split(", ").map(label).join(", ") : label(value);
  }
  if (field.fieldType === "Slider") return value.replace(/^(-?[\d.]+)-(-?[\d.]+)$/, "$1 – $2");
  return value;
}

/** The answered fields in the form's order: [label, answer]. */
export function answeredFields(fields: FieldDefinition[], values: Record<string, string>): [string, string][] {
  const seen = new Set<string>();
  const out: [string, string][] = [];
  for (const field of fields) {
    const name = field.name.trim();
    if (!VALUE_FIELD_TYPES.includes(field.fieldType) || !name || seen.has(name)) continue;
    seen.add(name);
    const value = values[name];
    if (value === undefined || value.trim() === "") continue;
    out.push([labelOf(field), shownAnswer(field, value)]);
  }
  return out;
}

const bytes = (text: string) => Buffer.byteLength(text, "utf8");

function answersText(answers: [string, string][], tooLong: string): string {
  const block = (list: [string, string][]) => list.map(([label, value]) => `${label}:\n${value.replace(/\r\n?/g, "\n").replace(/^/gm, "  ")}`).join("\n\n");
  const full = block(answers);
  if (bytes(full) <= MAX_MESSAGE_BYTES - 10_000) return full;
  return block(answers.map(([label, value]) => [label, value.length > LONG_ANSWER_CHARS ? tooLong : value]));
}

/** The visitor's Reply-To: the answer of the chosen e-mail field, when it is one plain mailbox. */
export function replyToOf(form: NotifiedForm, settings: NotificationSettings, values: Record<string, string>): string | null {
  if (!settings.replyToField) return null;
  const field = form.fields.find((f) => f.name.trim() === settings.replyToField);
  if (!field || !isEmailField(field)) return null;
  const mailbox = parseMailbox(values[settings.replyToField]);
  return mailbox ? mailbox.address : null;
}

/** The notification of one submission to the form's recipients, in the visitor's locale. */
export function notificationMessage(form: NotifiedForm, settings: NotificationSettings, submission: NotifiedSubmission, publicUrl: string): MailMessage {
  const locale = localeOf(submission.locale);
  const t = fixedT(locale, "editor");
  const link = submissionLink(publicUrl, form.id, submission.id);
  const answers = answeredFields(form.fields, submission.values);
  const replyTo = replyToOf(form, settings, submission.values);
  const subject = settings.subject
    ? fillPlaceholders(settings.subject, submission.values, { form: form.title })
    : t("mail.notification.defaultSubject", { form: form.title, interpolation: { escapeValue: false } });
  const text = [
    t("mail.notification.intro", { form: form.title, interpolation: { escapeValue: false } }),
    "",
    answersText(answers, t("mail.notification.tooLong", { link })),
    "",
    "--",
    `${t("mail.notification.page")}: ${publicUrl}${submission.pagePath || "/"}`,
    `${t("mail.notification.language")}: ${t(`mail.localeNames.${locale}`)}`,
    `${t("mail.notification.submission")}: ${link}`,
    ...(replyTo ? ["", t("mail.notification.replyHint")] : []),
  ].join("\n");
  return { kind: "form", formId: form.id, submissionId: submission.id, to: settings.to, cc: settings.cc, bcc: settings.bcc, replyTo, subject, text };
}

/**
 * The visitor's confirmation (off by default), in the visitor's locale, to the address of the
 * chosen e-mail field. It repeats none of the answers: a stranger's address typed into the form
 * gets only the site's own fixed text, so the form cannot be used to send anyone their words.
 */
export function confirmationMessage(form: NotifiedForm, settings: NotificationSettings, submission: NotifiedSubmission, publicUrl: string): MailMessage | null {
  if (!settings.confirmation) return null;
  const to = replyToOf(form, settings, submission.values);
  if (!to) return null;
  const t = fixedT(localeOf(submission.locale), "editor");
  const opts = { form: form.title, site: new URL(publicUrl).host, interpolation: { escapeValue: false } };
  return {
    kind: "confirmation",
    formId: form.id,
    submissionId: submission.id,
    to: [to],
    replyTo: settings.to[0] ?? null,
    subject: t("mail.confirmation.subject", opts),
    text: [t("mail.confirmation.body", opts), "", `${publicUrl}${submission.pagePath || "/"}`].join("\n"),
  };
}

/**
 * Queues the form's messages for a stored submission, in the transaction that stored it (call
 * mailQueued() after the commit). Returns how many were queued: none when notifications are off.
 */
export async function enqueueFormMails(trx: Db, form: NotifiedForm, settings: NotificationSettings, submission: NotifiedSubmission, mail: MailSettings = mailSettings(), log: Logger = logger): Promise<number> {
  if (!settings.enabled || !settings.to.length) return 0;
  let queued = 0;
  for (const message of [notificationMessage(form, settings, submission, mail.publicUrl), confirmationMessage(form, settings, submission, mail.publicUrl)]) {
    if (!message) continue;
    try {
      await enqueueMail(trx, message, mail);
      queued++;
    } catch (error) {
      // An address the outbox refuses (checked before any SQL, so the transaction is intact) must
      // not cost the visitor's submission: it is stored and listed; the editors read why here.
      if (!(error instanceof MailAddressError)) throw error;
      log.error(`[mail] form ${form.id}: the ${message.kind} of submission ${submission.id} was not queued: ${error.message}`);
    }
  }
  return queued;
}

/** Sample answers for a test message: each value field's name (an option field's first option). */
export function sampleValues(fields: FieldDefinition[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const name = field.name.trim();
    if (!VALUE_FIELD_TYPES.includes(field.fieldType) || !name) continue;
    if (OPTION_FIELD_TYPES.includes(field.fieldType) && field.options?.length) values[name] = field.options[0].optionValue || field.options[0].optionLabel;
    else if (isEmailField(field)) values[name] = "visitor@example.com";
    else if (field.fieldType === "Slider") values[name] = `${field.minValue ?? 0}-${field.maxValue ?? 100}`;
    else if (field.fieldType === "DatePicker") values[name] = "2026-12-31";
    else values[name] = `‹${labelOf(field)}›`;
  }
  return values;
}

/**
 * "Send a test": the form's notification with sample answers, to the signed-in editor only (not
 * to the form's recipients), in the editor's UI locale, marked as a test in its subject.
 */
export function testMessage(form: NotifiedForm, settings: NotificationSettings, editorEmail: string, locale: Locale, publicUrl: string): MailMessage {
  const t = fixedT(locale, "editor");
  const sample = notificationMessage(form, { ...settings, enabled: true }, { id: 0, values: sampleValues(form.fields), locale, pagePath: "/" }, publicUrl);
  const recipients = [...settings.to, ...settings.cc, ...settings.bcc];
  return {
    kind: "formTest",
    formId: form.id,
    to: [editorEmail],
    replyTo: sample.replyTo,
    subject: `${t("mail.test.subjectPrefix")} ${sample.subject}`,
    text: [t("mail.test.intro", { form: form.title, recipients: recipients.join(", ") || "—", interpolation: { escapeValue: false } }), "", sample.text].join("\n"),
  };
}
