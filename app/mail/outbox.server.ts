import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../../db";
import type { MailKind, MailRecipients } from "../../db/schema";
import { getConfig } from "~/config.server";
import { MAX_SUBJECT_CHARS, headerText, mailboxList, parseMailbox, formatMailbox, MailAddressError } from "./headers.server";

// The mail outbox (table mail_outbox, issue 44, ADR 061): a message is queued in the transaction
// of what it reports, claimed by one worker at a time across every instance, and its outcome
// (delivered with the server's answer, retrying, failed, unconfigured) kept on the row for the
// editors. The claim marks the row "sending" and counts the attempt BEFORE the send, so an
// attempt that may have reached the SMTP server is on record even if the process dies during it.

export type MailMessage = {
  kind: MailKind;
  formId?: number | null;
  submissionId?: string | number | null;
  to: readonly string[];
  cc?: readonly string[];
  bcc?: readonly string[];
  /** A mailbox to answer to (e.g. the visitor's e-mail field); dropped when it is not one. */
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  /** The From mailbox; by default MAIL_FROM at the time of sending. */
  from?: string | null;
};

export type MailSettings = {
  /** MAIL_FROM, if set: its domain names the Message-IDs. */
  from?: string;
  /** The site's public origin: its host names the Message-IDs when MAIL_FROM is not set. */
  publicUrl: string;
};

/** The configured sender and site (app/config.server.ts). */
export function mailSettings(): MailSettings {
  const config = getConfig();
  return { from: config.mailFrom, publicUrl: config.publicUrl };
}

/** The sender when MAIL_FROM is not set: no-reply at the site's host. */
export function defaultSender(publicUrl: string): string {
  return `no-reply@${new URL(publicUrl).hostname}`;
}

/** "<32 hex digits@host>" with the host of MAIL_FROM's address or else of the site. */
export function newMessageId(settings: MailSettings): string {
  const address = settings.from ? parseMailbox(settings.from)?.address : undefined;
  const host = (address ? address.slice(address.lastIndexOf("@") + 1) : new URL(settings.publicUrl).hostname).toLowerCase().replace(/[^a-z0-9.-]/g, "") || "localhost";
  return `<${Date.now().toString(36)}.${randomBytes(12).toString("hex")}@${host}>`;
}

/** The row's fields as they will be sent: addresses checked, header texts one line. */
export function outboxValues(message: MailMessage) {
  const recipients: MailRecipients = {
    to: mailboxList(message.to, "to"),
    cc: mailboxList(message.cc ?? [], "cc"),
    bcc: mailboxList(message.bcc ?? [], "bcc"),
  };
  if (!recipients.to.length && !recipients.cc.length && !recipients.bcc.length) throw new MailAddressError("a message needs at least one recipient");
  let sender: string | null = null;
  if (message.from) {
    const mailbox = parseMailbox(message.from);
    if (!mailbox) throw new MailAddressError(`from: "${headerText(message.from, 80)}" is not one e-mail address`);
    sender = formatMailbox(mailbox);
  }
  const replyTo = parseMailbox(message.replyTo);
  return {
    recipients,
    sender,
    reply_to: replyTo ? formatMailbox(replyTo) : null,
    subject: headerText(message.subject, MAX_SUBJECT_CHARS),
    text_body: message.text,
    html_body: message.html ?? null,
  };
}

/**
 * Queues a message; call inside the transaction that stores what it reports, then mailQueued()
 * after the commit. A recipient that is not one e-mail address throws MailAddressError (callers
 * check addresses when they are saved); a bad reply-to is dropped. Returns the row's id and
 * Message-ID.
 */
export async function enqueueMail(trx: Db, message: MailMessage, settings: MailSettings = mailSettings()): Promise<{ id: string; messageId: string }> {
  const values = outboxValues(message);
  const messageId = newMessageId(settings);
  const row = await trx
    .insertInto("mail_outbox")
    .values({
      kind: message.kind,
      form_id: message.formId ?? null,
      submission_id: message.submissionId == null ? null : String(message.submissionId),
      message_id: messageId,
      ...values,
      recipients: JSON.stringify(values.recipients),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: String(row.id), messageId };
}

export type ClaimedMail = {
  id: string;
  messageId: string;
  sender: string | null;
  recipients: MailRecipients;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** Attempts including this one. */
  attempts: number;
};

type ClaimRow = {
  id: string | number;
  message_id: string;
  sender: string | null;
  recipients: MailRecipients | string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
};

/**
 * Claims up to `limit` due rows (queued, retrying, unconfigured ones once a server is configured,
 * and "sending" ones whose claim lapsed because their worker died): marks them "sending", counts
 * the attempt and moves their due time `leaseMs` ahead, all before anything is sent. SKIP LOCKED:
 * two workers claiming at once take different rows.
 */
export async function claimDueMail(db: Db, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  const { rows } = await sql<ClaimRow>`
    update mail_outbox set status = 'sending', attempts = attempts + 1,
      next_attempt_at = now() + ${`${Math.ceil(leaseMs)} milliseconds`}::interval, updated_at = now()
    where id in (
      select id from mail_outbox
      where status in ('queued', 'retrying', 'unconfigured', 'sending') and next_attempt_at <= now()
      order by next_attempt_at, id limit ${limit} for update skip locked
    )
    returning id, message_id, sender, recipients, reply_to, subject, text_body, html_body, attempts`.execute(db);
  return rows.map((r) => ({
    id: String(r.id),
    messageId: r.message_id,
    sender: r.sender,
    recipients: typeof r.recipients === "string" ? (JSON.parse(r.recipients) as MailRecipients) : r.recipients,
    replyTo: r.reply_to,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    attempts: r.attempts,
  }));
}

export const NOT_CONFIGURED = "not sent: no mail server configured";

/**
 * Without SMTP_URL: due rows (and "sending" ones whose claim lapsed) are kept as "unconfigured"
 * with NOT_CONFIGURED, attempts untouched; a worker with a server takes them up again.
 */
export async function markUnconfigured(db: Db): Promise<number> {
  const result = await db
    .updateTable("mail_outbox")
    .set({ status: "unconfigured", last_error: NOT_CONFIGURED, next_attempt_at: sql`now()`, updated_at: sql`now()` })
    .where((eb) => eb.or([eb("status", "in", ["queued", "retrying"]), eb.and([eb("status", "=", "sending"), eb("next_attempt_at", "<=", sql<Date>`now()`)])]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type MailOutcome =
  | { status: "delivered"; response: string; sender: string; note?: string }
  | { status: "retrying"; error: string; retryInMs: number; sender?: string }
  | { status: "failed"; error: string; sender?: string };

/**
 * Records an attempt's outcome. "delivered" is always kept (it happened); any other outcome only
 * while the row is still this attempt's (a worker whose claim lapsed does not overwrite the next).
 */
export async function recordMailOutcome(db: Db, row: Pick<ClaimedMail, "id" | "attempts">, outcome: MailOutcome): Promise<void> {
  let update = db
    .updateTable("mail_outbox")
    .set({
      status: outcome.status,
      updated_at: sql`now()`,
      ...(outcome.sender ? { sender: outcome.sender } : {}),
      ...(outcome.status === "delivered"
        ? { smtp_message_id: outcome.response, last_error: outcome.note ?? null, delivered_at: sql`now()` }
        : { last_error: outcome.error }),
      ...(outcome.status === "retrying" ? { next_attempt_at: sql`now() + ${`${Math.ceil(outcome.retryInMs)} milliseconds`}::interval` } : {}),
    })
    .where("id", "=", row.id)
    .where("status", "!=", "delivered");
  if (outcome.status !== "delivered") update = update.where("status", "=", "sending").where("attempts", "=", row.attempts);
  await update.execute();
}

/**
 * Gives back rows whose attempt a shutdown cut short: "retrying" and due at once. The attempt
 * stays counted (it may have reached the server); `error` says what happened.
 */
export async function releaseMail(db: Db, rows: Pick<ClaimedMail, "id" | "attempts">[], error: string): Promise<void> {
  for (const row of rows) {
    await db
      .updateTable("mail_outbox")
      .set({ status: "retrying", last_error: error, next_attempt_at: sql`now()`, updated_at: sql`now()` })
      .where("id", "=", row.id)
      .where("status", "=", "sending")
      .where("attempts", "=", row.attempts)
      .execute();
  }
}

/**
 * "Something was queued": wakes this process's worker at once instead of at its next poll.
 * Process-wide (the Remix bundle queues, the server bundle works) through globalThis.
 */
type Waker = () => void;
const KEY = Symbol.for("sensorsite.mailWakers");
type Holder = { [KEY]?: Set<Waker> };

function wakers(): Set<Waker> {
  return ((globalThis as Holder)[KEY] ??= new Set());
}

export function onMailQueued(waker: Waker): () => void {
  wakers().add(waker);
  return () => wakers().delete(waker);
}

export function mailQueued(): void {
  for (const waker of wakers()) waker();
}
