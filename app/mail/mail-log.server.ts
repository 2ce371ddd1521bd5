import { sql } from "kysely";
import type { Db } from "../../db";
import type { MailKind, MailRecipients, MailStatus } from "../../db/schema";
import { mailQueued, mailSettings, newMessageId, type MailSettings } from "./outbox.server";

// Issue 44: the e-mail log's reads and the Resend of /editor/mail. Plain queries over the outbox;
// `forms` limits every read to the messages of those forms (an account given a form's
// submissions sees that form's messages), null to all of them (Administrators).

export const MAIL_STATUSES: readonly MailStatus[] = ["queued", "sending", "delivered", "retrying", "failed", "unconfigured"];
export const isMailStatus = (value: string): value is MailStatus => (MAIL_STATUSES as readonly string[]).includes(value);
export const MAIL_PAGE_SIZE = 50;

export type MailListRow = {
  id: string;
  kind: MailKind;
  formId: number | null;
  formTitle: string | null;
  to: string[];
  subject: string;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  smtpAnswer: string | null;
  createdAt: string;
};

export type MailFilter = { status?: MailStatus | null; formId?: number | null; before?: string | null };

const recipientsOf = (raw: unknown): MailRecipients => (typeof raw === "string" ? (JSON.parse(raw) as MailRecipients) : (raw as MailRecipients));
const iso = (value: Date | string) => new Date(value).toISOString();

/** The newest messages first, MAIL_PAGE_SIZE a page, older ones after `before` (an id: keyset). */
export async function listMail(db: Db, filter: MailFilter, forms: readonly number[] | null): Promise<{ rows: MailListRow[]; older: string | null }> {
  if (forms !== null && forms.length === 0) return { rows: [], older: null };
  let query = db
    .selectFrom("mail_outbox as m")
    .leftJoin("forms as f", "f.id", "m.form_id")
    .select(["m.id", "m.kind", "m.form_id", "f.title", "m.recipients", "m.subject", "m.status", "m.attempts", "m.next_attempt_at", "m.last_error", "m.smtp_message_id", "m.created_at"]);
  if (forms !== null) query = query.where("m.form_id", "in", [...forms]);
  if (filter.status) query = query.where("m.status", "=", filter.status);
  if (filter.formId) query = query.where("m.form_id", "=", filter.formId);
  if (filter.before && /^\d{1,18}$/.test(filter.before)) query = query.where("m.id", "<", filter.before);
  const rows = await query.orderBy("m.id", "desc").limit(MAIL_PAGE_SIZE + 1).execute();
  const page = rows.slice(0, MAIL_PAGE_SIZE).map((r) => ({
    id: String(r.id),
    kind: r.kind,
    formId: r.form_id,
    formTitle: r.title,
    to: recipientsOf(r.recipients).to,
    subject: r.subject,
    status: r.status,
    attempts: r.attempts,
    nextAttemptAt: iso(r.next_attempt_at),
    lastError: r.last_error,
    smtpAnswer: r.smtp_message_id,
    createdAt: iso(r.created_at),
  }));
  return { rows: page, older: rows.length > MAIL_PAGE_SIZE ? page[page.length - 1].id : null };
}

export type MailDetail = MailListRow & {
  messageId: string;
  sender: string | null;
  recipients: MailRecipients;
  replyTo: string | null;
  text: string;
  submissionId: string | null;
  deliveredAt: string | null;
};

/** One message in full, or null (also when it is not of `forms`). */
export async function getMail(db: Db, id: string, forms: readonly number[] | null): Promise<MailDetail | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const r = await db.selectFrom("mail_outbox as m").leftJoin("forms as f", "f.id", "m.form_id").selectAll("m").select("f.title").where("m.id", "=", id).executeTakeFirst();
  if (!r || (forms !== null && (r.form_id === null || !forms.includes(r.form_id)))) return null;
  const recipients = recipientsOf(r.recipients);
  return {
    id: String(r.id),
    kind: r.kind,
    formId: r.form_id,
    formTitle: r.title,
    to: recipients.to,
    subject: r.subject,
    status: r.status,
    attempts: r.attempts,
    nextAttemptAt: iso(r.next_attempt_at),
    lastError: r.last_error,
    smtpAnswer: r.smtp_message_id,
    createdAt: iso(r.created_at),
    messageId: r.message_id,
    sender: r.sender,
    recipients,
    replyTo: r.reply_to,
    text: r.text_body,
    submissionId: r.submission_id === null ? null : String(r.submission_id),
    deliveredAt: r.delivered_at ? iso(r.delivered_at) : null,
  };
}

/** An editor opened the message: a failed one no longer shows in the toolbar. */
export async function markMailSeen(db: Db, id: string): Promise<void> {
  await db.updateTable("mail_outbox").set({ seen_at: sql`now()` }).where("id", "=", id).where("seen_at", "is", null).execute();
}

/** Failed messages nobody has opened (of `forms`, or all). */
export async function unseenFailedMail(db: Db, forms: readonly number[] | null): Promise<number> {
  if (forms !== null && forms.length === 0) return 0;
  let query = db.selectFrom("mail_outbox").select(sql<number>`count(*)`.as("n")).where("status", "=", "failed").where("seen_at", "is", null);
  if (forms !== null) query = query.where("form_id", "in", [...forms]);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * Resend: a copy of the message as a new outbox row (a new Message-ID: the first may have
 * arrived after all), queued now; the original record stays as it was, marked seen. Returns the
 * new row's id, or null when the message is unknown.
 */
export async function resendMail(db: Db, id: string, settings: MailSettings = mailSettings()): Promise<string | null> {
  const copy = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return null;
    const inserted = await trx
      .insertInto("mail_outbox")
      .values({
        kind: row.kind,
        form_id: row.form_id,
        submission_id: row.submission_id,
        message_id: newMessageId(settings),
        sender: row.sender,
        recipients: JSON.stringify(recipientsOf(row.recipients)),
        reply_to: row.reply_to,
        subject: row.subject,
        text_body: row.text_body,
        html_body: row.html_body,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.updateTable("mail_outbox").set({ seen_at: sql`now()` }).where("id", "=", id).where("seen_at", "is", null).execute();
    return String(inserted.id);
  });
  if (copy) mailQueued();
  return copy;
}

/** The forms whose messages an account given their submissions may read. */
export async function readerForms(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom("form_submission_readers").select("form_id").where("user_id", "=", userId).execute();
  return rows.map((r) => r.form_id);
}

/** Forms with messages, for the filter (of `forms`, or all). */
export async function mailForms(db: Db, forms: readonly number[] | null): Promise<{ id: number; title: string }[]> {
  if (forms !== null && forms.length === 0) return [];
  let query = db.selectFrom("forms").select(["id", "title"]).where((eb) => eb.exists(eb.selectFrom("mail_outbox").select("id").whereRef("mail_outbox.form_id", "=", "forms.id")));
  if (forms !== null) query = query.where("id", "in", [...forms]);
  return query.orderBy("title").execute();
}

/**
 * The editor toolbar's e-mail entry: whether the account reads the e-mail log (Administrators,
 * and accounts given a form's submissions, for those forms), and how many failed messages of its
 * forms nobody has opened yet (the notice stays until someone does).
 */
export async function mailNoticeFor(db: Db, editor: { id: number; mayReadAll: boolean }): Promise<{ log: boolean; failed: number }> {
  const forms = editor.mayReadAll ? null : await readerForms(db, editor.id);
  if (forms !== null && forms.length === 0) return { log: false, failed: 0 };
  return { log: true, failed: await unseenFailedMail(db, forms) };
}
