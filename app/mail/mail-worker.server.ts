import nodemailer from "nodemailer";
import type { SendMailOptions } from "nodemailer/lib/mailer";
import type { Db } from "../../db";
import { backoffFor } from "~/lib/backoff";
import { logger } from "~/lib/logger.server";
import { CUT_SHORT, startOutboxDrain, type OutboxDrain } from "~/lib/outbox-drain.server";
import { formatMailbox, headerText, MAX_SUBJECT_CHARS, parseMailbox, type Mailbox } from "./headers.server";
import { claimDueMail, markUnconfigured, onMailQueued, recordMailOutcome, releaseMail, type ClaimedMail, type MailOutcome } from "./outbox.server";

// The mail worker (issue 44, ADR 061): one per server process, started and stopped by
// server/main.ts beside the forwarding worker. Woken when this process queues a message
// (mailQueued), it also polls for rows queued by other instances, retries that are due and rows
// a stopped or crashed process left behind. It sends with nodemailer over SMTP_URL, one
// connection per message, every attempt of a row with the row's own Message-ID.

/** The part of a nodemailer transporter the worker uses (tests may pass their own). */
export type MailTransport = {
  sendMail(mail: SendMailOptions): Promise<{ response?: string; rejected?: unknown[]; rejectedErrors?: unknown[] }>;
  close?(): void;
};

export type MailWorkerOptions = {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465; none: nothing is sent. */
  smtpUrl?: string;
  /** A transporter to send with instead of one made from smtpUrl. */
  transport?: MailTransport;
  /** The From mailbox of rows queued without one (MAIL_FROM or no-reply@ the site). */
  from: string;
  /** How often to look for due rows without being woken. */
  pollMs?: number;
  /** The wait after the first failed attempt; multiplied by backoffFactor after each further one. */
  backoffMs?: number;
  backoffFactor?: number;
  maxBackoffMs?: number;
  /** Attempts before a message is given up as failed. */
  maxAttempts?: number;
  /** The deadline of one attempt (connect, greeting, each read, and the whole send). */
  timeoutMs?: number;
  /** How long a claimed row stays this worker's; must outlast an attempt. */
  leaseMs?: number;
  /** How long stop() lets running sends finish before it cuts them short. */
  stopGraceMs?: number;
  /** Rows worked at once. */
  batch?: number;
  /** Told each recorded outcome (tests, metrics). */
  onOutcome?: (row: ClaimedMail, outcome: MailOutcome) => void;
};

/**
 * 6 tries over about a day: the waits after failures 1–5 are 10 min, 30 min, 1.5 h, 4.5 h and
 * 13.5 h (±20 %), about 20 hours from the first try to the last.
 */
export const MAIL_DEFAULTS = {
  pollMs: 15_000,
  backoffMs: 10 * 60_000,
  backoffFactor: 3,
  maxBackoffMs: 14 * 3_600_000,
  maxAttempts: 6,
  timeoutMs: 60_000,
  stopGraceMs: 5_000,
  batch: 4,
};

/** wake() (tests; mailQueued does the same in-process), idle() (tests), stop(): lets running sends finish for stopGraceMs, cuts the rest short and gives their rows back. */
export type MailWorker = OutboxDrain;

const MAX_ERROR_CHARS = 1000;
const INTERRUPTED = "interrupted by a shutdown during the send; it may have reached the server";

type SmtpError = Error & { code?: string; responseCode?: number; response?: string; command?: string };

/** What a failed attempt means: the server's own words, and whether trying again can help. */
export function classifySmtpError(error: unknown): { error: string; permanent: boolean } {
  const e = error as SmtpError;
  const code = typeof e?.responseCode === "number" ? e.responseCode : undefined;
  const answer = typeof e?.response === "string" && e.response ? e.response : undefined;
  const text = headerText(answer ?? `${e?.code ? `${e.code}: ` : ""}${e?.message ?? String(error)}`, MAX_ERROR_CHARS);
  // A refused login is the configuration's fault, not the message's: it is retried like an outage.
  const permanent = code !== undefined && code >= 500 && code < 600 && e.code !== "EAUTH";
  return { error: text, permanent };
}

/** The nodemailer message of an outbox row: every header value one line, addresses re-checked. */
export function mailOf(row: ClaimedMail, from: string): SendMailOptions & { from: Mailbox } {
  const mailbox = (text: string | null) => (text ? parseMailbox(text) : null);
  const list = (texts: string[]) => texts.map((t) => mailbox(t)).filter((m): m is Mailbox => m !== null);
  const sender = mailbox(row.sender) ?? mailbox(from);
  if (!sender) throw new Error(`the sender "${headerText(row.sender ?? from, 80)}" is not one e-mail address`);
  return {
    from: sender,
    to: list(row.recipients.to),
    cc: list(row.recipients.cc),
    bcc: list(row.recipients.bcc),
    replyTo: mailbox(row.replyTo) ?? undefined,
    subject: headerText(row.subject, MAX_SUBJECT_CHARS),
    text: row.text,
    html: row.html ?? undefined,
    messageId: row.messageId,
    // Nothing in a message may make nodemailer read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

export function startMailWorker(db: Db, options: MailWorkerOptions): MailWorker {
  const settings = { ...MAIL_DEFAULTS, ...options };
  const lease = settings.leaseMs ?? settings.timeoutMs + 60_000;
  const transport: MailTransport | undefined =
    settings.transport ??
    (settings.smtpUrl
      ? nodemailer.createTransport({
          url: settings.smtpUrl,
          connectionTimeout: settings.timeoutMs,
          greetingTimeout: settings.timeoutMs,
          socketTimeout: settings.timeoutMs,
        })
      : undefined);
  function outcomeOf(row: ClaimedMail, failure: { error: string; permanent: boolean }, sender: string): MailOutcome {
    if (failure.permanent || row.attempts >= settings.maxAttempts) return { status: "failed", error: failure.error, sender };
    return { status: "retrying", error: failure.error, sender, retryInMs: backoffFor(row.attempts, settings.backoffMs, settings.maxBackoffMs, Math.random, settings.backoffFactor) };
  }

  async function send(row: ClaimedMail, stop: AbortSignal): Promise<typeof CUT_SHORT | void> {
    let outcome: MailOutcome;
    let mail: ReturnType<typeof mailOf>;
    try {
      mail = mailOf(row, settings.from);
    } catch (error) {
      outcome = { status: "failed", error: headerText((error as Error).message, MAX_ERROR_CHARS) };
      await recordMailOutcome(db, row, outcome);
      settings.onOutcome?.(row, outcome);
      return;
    }
    const sender = formatMailbox(mail.from);
    const deadline = AbortSignal.timeout(settings.timeoutMs);
    try {
      const info = await transport!.sendMail({ ...mail, signal: AbortSignal.any([stop, deadline]) });
      const rejected = (info.rejected ?? []).map(String);
      outcome = {
        status: "delivered",
        response: headerText(info.response ?? "", MAX_ERROR_CHARS),
        sender,
        ...(rejected.length ? { note: headerText(`refused by the server: ${rejected.join(", ")}`, MAX_ERROR_CHARS) } : {}),
      };
    } catch (error) {
      if (stop.aborted) return CUT_SHORT; // stopping: given back in stop()
      const failure = deadline.aborted ? { error: `timeout: no answer within ${Math.round(settings.timeoutMs / 1000)} s`, permanent: false } : classifySmtpError(error);
      outcome = outcomeOf(row, failure, sender);
    }
    await recordMailOutcome(db, row, outcome);
    settings.onOutcome?.(row, outcome);
    if (outcome.status === "failed") logger.error(`[mail] message ${row.id} not sent after ${row.attempts} attempts: ${outcome.error}`);
    else if (outcome.status === "retrying") logger.warn(`[mail] message ${row.id} attempt ${row.attempts} failed (${outcome.error}); next in ${Math.round(outcome.retryInMs / 1000)} s`);
  }

  // Without a server, due rows (and unconfigured ones) are kept as "unconfigured"; nothing is claimed.
  // Rows left by an earlier run are taken up at the first wake, and unconfigured ones once a server is configured.
  return startOutboxDrain<ClaimedMail>({
    tag: "[mail]",
    what: "mail worker",
    pollMs: settings.pollMs,
    batch: settings.batch,
    // A send is let finish for the grace (an answer on record beats a message that may go out twice).
    stopGraceMs: settings.stopGraceMs,
    claim: async (limit) => {
      if (transport) return claimDueMail(db, limit, lease);
      await markUnconfigured(db);
      return [];
    },
    attempt: send,
    release: (rows) => releaseMail(db, rows, INTERRUPTED),
    onQueued: onMailQueued,
    onStopped: () => transport?.close?.(),
  });
}
