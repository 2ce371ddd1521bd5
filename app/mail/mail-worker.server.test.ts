import { once } from "node:events";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { createTestDb, type TestDb } from "../../tests/support/test-db";
import { parseHeaders, startSmtpSink, type Received, type SmtpSink } from "../../tests/support/smtp-sink";
import { logger } from "~/lib/logger.server";
import { MAX_SUBJECT_CHARS } from "./headers.server";
import { startMailWorker, type MailWorker, type MailWorkerOptions } from "./mail-worker.server";
import { claimDueMail, enqueueMail, mailQueued, NOT_CONFIGURED, type ClaimedMail, type MailMessage, type MailOutcome } from "./outbox.server";

// The mail outbox worked in the background against a real SMTP server on a loopback port:
// delivery with the row's own Message-ID, retries while the server is away, a send cut short,
// refusals, no server configured, and visitor text that tries to become a header.

let testDb: TestDb;
let db: Db;
let smtp: SmtpSink;
let formId = 0;
const workers: MailWorker[] = [];
const SETTINGS = { from: "Vireo Sensors <web@vireo.example>", publicUrl: "https://www.vireo.example" };

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  await migrateToLatest(db);
  ({ id: formId } = await db.insertInto("forms").values({ title: "Contact", content: "[]", additional_buttons: "[]" }).returning("id").executeTakeFirstOrThrow());
  smtp = await startSmtpSink();
}, 180_000);

beforeEach(() => {
  vi.spyOn(logger, "warn").mockImplementation(() => logger);
  vi.spyOn(logger, "error").mockImplementation(() => logger);
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await smtp.start().catch(() => {}); // a test that stopped it
  smtp.answer = () => ({ accept: true });
  smtp.readGate = null;
  smtp.received.length = 0;
  vi.restoreAllMocks();
});

afterAll(async () => {
  await smtp?.close();
  await testDb?.destroy();
});

const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  kind: "form",
  formId,
  to: ["Sales <sales@vireo.example>"],
  subject: "New request",
  text: "Name: Ann\nCompany: Acme",
  ...overrides,
});

async function queue(overrides: Partial<MailMessage> = {}) {
  const queued = await db.transaction().execute((trx) => enqueueMail(trx, message(overrides), SETTINGS));
  return queued;
}

/** A worker whose outcomes can be awaited per row. */
function worker(options: Partial<MailWorkerOptions> = {}) {
  const waiting: { id: string; until: MailOutcome["status"]; done: (o: MailOutcome) => void }[] = [];
  const w = startMailWorker(db, {
    smtpUrl: smtp.url,
    from: SETTINGS.from,
    pollMs: 60_000, // woken by mailQueued / wake, or by the short backoffs below
    backoffMs: 50,
    backoffFactor: 2,
    maxBackoffMs: 1000,
    timeoutMs: 5000,
    ...options,
    onOutcome(row: ClaimedMail, outcome: MailOutcome) {
      options.onOutcome?.(row, outcome);
      for (const wait of waiting.filter((x) => x.id === row.id && x.until === outcome.status)) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.done(outcome);
      }
      // A retry is due after its backoff: look again then (the poll is long in these tests).
      if (outcome.status === "retrying") setTimeout(() => w.wake(), outcome.retryInMs + 5);
    },
  });
  workers.push(w);
  return {
    worker: w,
    outcome: (id: string, until: MailOutcome["status"]) => new Promise<MailOutcome>((done) => waiting.push({ id, until, done })),
  };
}

const row = (id: string) => db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** The headers a message of ours may carry, each once. */
const ALLOWED_HEADERS = new Set(["from", "to", "cc", "reply-to", "subject", "message-id", "date", "mime-version", "content-type", "content-transfer-encoding"]);

function expectNoInjectedHeader(received: Received, rcptTo: string[]) {
  const names = received.headers.map((h) => h.name);
  expect(names.filter((n) => !ALLOWED_HEADERS.has(n)), received.raw.slice(0, 2000)).toEqual([]);
  expect(new Set(names).size).toBe(names.length);
  expect(received.rcptTo).toEqual(rcptTo);
  const head = received.raw.slice(0, received.raw.indexOf("\r\n\r\n"));
  for (const line of head.split("\r\n")) expect(line.length).toBeLessThanOrEqual(998);
  // Whatever the text said, it stayed inside its own header's value.
  for (const { value } of received.headers) expect(value).not.toMatch(/[\r\n]/);
}

describe("the mail worker", () => {
  it("delivers a queued message once, with the row's Message-ID, and records the server's answer", async () => {
    const w = worker();
    const { id, messageId } = await queue({ replyTo: "Ann Visitor <ann@acme.example>", cc: ["boss@vireo.example"], bcc: ["archive@vireo.example"] });
    expect(messageId).toMatch(/^<[0-9a-z]+\.[0-9a-f]{24}@vireo\.example>$/);
    const delivered = w.outcome(id, "delivered");
    mailQueued();
    await delivered;
    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received.messageId).toBe(messageId);
    expect(received.mailFrom).toBe("web@vireo.example");
    expect(received.rcptTo).toEqual(["sales@vireo.example", "boss@vireo.example", "archive@vireo.example"]);
    const headers = Object.fromEntries(received.headers.map((h) => [h.name, h.value]));
    expect(headers).toMatchObject({ from: "Vireo Sensors <web@vireo.example>", to: "Sales <sales@vireo.example>", cc: "boss@vireo.example", "reply-to": "Ann Visitor <ann@acme.example>", subject: "New request" });
    expect(headers.bcc).toBeUndefined();
    expect(received.raw).toContain("Name: Ann");
    expect(await row(id)).toMatchObject({
      status: "delivered",
      attempts: 1,
      last_error: null,
      smtp_message_id: "250 Ok: queued as Q1",
      sender: '"Vireo Sensors" <web@vireo.example>',
    });
    expect((await row(id)).delivered_at).toBeInstanceOf(Date);
  });

  it("keeps a message while the SMTP server is away (retrying, attempt 1) and delivers it once when it is back", async () => {
    await smtp.stop();
    const w = worker({ backoffMs: 300 });
    const { id, messageId } = await queue();
    const retrying = w.outcome(id, "retrying");
    const delivered = w.outcome(id, "delivered");
    w.worker.wake();
    await retrying;
    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: "retrying", attempts: 1 });
    expect(waiting.last_error).toMatch(/ECONNREFUSED/);
    expect(waiting.next_attempt_at.getTime()).toBeGreaterThan(waiting.updated_at.getTime());
    await smtp.start();
    await delivered;
    await w.worker.idle();
    expect(smtp.countOf(messageId)).toBe(1);
    const done = await row(id);
    expect(done.status).toBe("delivered");
    expect(done.attempts).toBeGreaterThanOrEqual(2);
  });

  it("lets a send that is under way finish when stopped, and records it once", async () => {
    let answer!: () => void;
    smtp.answer = () => new Promise((resolve) => (answer = () => resolve({ accept: true })));
    const w = worker();
    const { id, messageId } = await queue();
    const answering = once(smtp.events, "answering");
    w.worker.wake();
    await answering;
    expect(await row(id)).toMatchObject({ status: "sending", attempts: 1 }); // on record before the answer
    const stopping = w.worker.stop();
    const accepted = once(smtp.events, "accepted");
    setImmediate(() => answer());
    await accepted;
    await stopping;
    expect(smtp.countOf(messageId)).toBe(1);
    expect(await row(id)).toMatchObject({ status: "delivered", attempts: 1 });
  });

  it("gives a send cut short mid-DATA back to the queue, and the next worker delivers it once", async () => {
    let readOn!: () => void;
    smtp.readGate = new Promise((resolve) => (readOn = resolve));
    const w = worker({ stopGraceMs: 20 });
    // Large enough that the client is still writing DATA when it is cut off.
    const { id, messageId } = await queue({ text: "x".repeat(76) + "\n".repeat(1) + "Lorem ipsum dolor sit amet\n".repeat(200_000) });
    const data = once(smtp.events, "data");
    w.worker.wake();
    await data;
    await w.worker.stop();
    readOn();
    smtp.readGate = null;
    const interrupted = await row(id);
    expect(interrupted).toMatchObject({ status: "retrying", attempts: 1 });
    expect(interrupted.last_error).toMatch(/interrupted by a shutdown/);
    expect(smtp.countOf(messageId)).toBe(0);
    const next = worker();
    const delivered = next.outcome(id, "delivered");
    next.worker.wake();
    await delivered;
    expect(smtp.countOf(messageId)).toBe(1);
    expect(await row(id)).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("takes over a row whose worker died holding it once the claim lapses, and delivers it once", async () => {
    const { id, messageId } = await queue();
    // A worker claims it and dies before any answer: the row is "sending", its attempt counted.
    const [claimed] = await claimDueMail(db, 10, 60_000);
    expect(claimed).toMatchObject({ id, attempts: 1, messageId });
    const w = worker();
    w.worker.wake();
    await w.worker.idle();
    expect(await row(id)).toMatchObject({ status: "sending", attempts: 1 }); // still claimed: not taken
    await db.updateTable("mail_outbox").set({ next_attempt_at: new Date(Date.now() - 1000) }).where("id", "=", id).execute(); // the claim lapses
    const delivered = w.outcome(id, "delivered");
    w.worker.wake();
    await delivered;
    expect(smtp.countOf(messageId)).toBe(1);
    expect(await row(id)).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("gives up at once on a 5xx answer, keeping the server's words", async () => {
    smtp.answer = () => ({ code: 554, message: "5.7.1 Message refused: policy" });
    const w = worker();
    const { id } = await queue();
    const failed = w.outcome(id, "failed");
    w.worker.wake();
    expect(await failed).toMatchObject({ status: "failed", error: "554 5.7.1 Message refused: policy" });
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 1, last_error: "554 5.7.1 Message refused: policy", smtp_message_id: null });
    expect(smtp.received).toHaveLength(0);
  });

  it("retries a 4xx answer with backoff, then fails after the last attempt with the last answer", async () => {
    let n = 0;
    smtp.answer = () => ({ code: 451, message: `4.3.0 Try again later (${++n})` });
    const w = worker({ maxAttempts: 3 });
    const { id } = await queue();
    const failed = w.outcome(id, "failed");
    w.worker.wake();
    expect(await failed).toMatchObject({ status: "failed", error: "451 4.3.0 Try again later (3)" });
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 3 });
  });

  it("keeps messages as unconfigured without a mail server, and sends them once one is configured", async () => {
    const idle = startMailWorker(db, { from: SETTINGS.from, pollMs: 60_000 });
    workers.push(idle);
    const { id, messageId } = await queue();
    mailQueued();
    await idle.idle();
    expect(await row(id)).toMatchObject({ status: "unconfigured", attempts: 0, last_error: NOT_CONFIGURED });
    expect(smtp.received).toHaveLength(0);
    await idle.stop();
    const w = worker();
    const delivered = w.outcome(id, "delivered");
    w.worker.wake();
    await delivered;
    expect(smtp.countOf(messageId)).toBe(1);
    expect(await row(id)).toMatchObject({ status: "delivered", attempts: 1, last_error: null });
  });

  describe("header injection", () => {
    const corpus: [string, string][] = [
      ["CR LF", "Hello\r\nBcc: x@evil.example"],
      ["LF", "Hello\nBcc: x@evil.example\nX-Evil: 1"],
      ["CR", "Hello\rBcc: x@evil.example"],
      ["%0d%0a", "Hello%0d%0aBcc: x@evil.example%0D%0AX-Evil: 1"],
      ["encoded word", "=?UTF-8?B?DQpCY2M6IHhAZXZpbC5leGFtcGxl?= Hello"],
      ["encoded word Q", "=?utf-8?Q?=0D=0ABcc:_x@evil.example?="],
      ["NUL and TAB", "Hello\u0000\tBcc: x@evil.example"],
      ["Unicode line separator", "Hello\u2028Bcc: x@evil.example\u0085X-Evil: 1"],
      ["non-ASCII with line break", "Grüße\r\nBcc: x@evil.example"],
      ["10,000 characters", "A".repeat(5000) + "\r\nBcc: x@evil.example\r\n" + "B".repeat(5000)],
    ];

    it.each(corpus)("a subject with %s adds no header", async (_name, subject) => {
      const w = worker();
      const { id, messageId } = await queue({ subject, replyTo: "Ann <ann@acme.example>\r\nBcc: x@evil.example" });
      const delivered = w.outcome(id, "delivered");
      w.worker.wake();
      await delivered;
      const [received] = smtp.received;
      expect(received.messageId).toBe(messageId);
      expectNoInjectedHeader(received, ["sales@vireo.example"]);
      const stored = await row(id);
      expect(stored.reply_to).toBeNull(); // a reply-to with a line break is not a mailbox
      expect(stored.subject).not.toMatch(/[\r\n]/);
      expect(stored.subject.length).toBeLessThanOrEqual(MAX_SUBJECT_CHARS);
    });

    it("re-checks a row written with a line break in it at send time (no header from the database either)", async () => {
      const w = worker();
      const { id, messageId } = await queue();
      await db
        .updateTable("mail_outbox")
        .set({ subject: "Hi\r\nBcc: x@evil.example", reply_to: "a@acme.example\r\nBcc: x@evil.example", sender: "Web <web@vireo.example>\r\nBcc: x@evil.example" })
        .where("id", "=", id)
        .execute();
      const delivered = w.outcome(id, "delivered");
      w.worker.wake();
      await delivered;
      const [received] = smtp.received;
      expect(received.messageId).toBe(messageId);
      expectNoInjectedHeader(received, ["sales@vireo.example"]);
      expect(received.headers.find((h) => h.name === "from")?.value).toBe("Vireo Sensors <web@vireo.example>");
    });

    it("refuses a recipient that is not exactly one address, so visitor text cannot add one", async () => {
      for (const to of ["sales@vireo.example, x@evil.example", "sales@vireo.example\r\nBcc: x@evil.example", "Group: x@evil.example;", "sales@vireo.example%0d%0abcc:x@evil.example"]) {
        await expect(queue({ to: [to] }), to).rejects.toThrow(/is not one e-mail address/);
      }
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from mail_outbox where recipients::text like '%evil%'`.execute(db);
      expect(Number(rows[0].n)).toBe(0);
    });

    it("parses raw headers as the test reads them", () => {
      expect(parseHeaders("Subject: a\r\n b\r\nTo: x@y.z\r\n\r\nBody")).toEqual([
        { name: "subject", value: "a b" },
        { name: "to", value: "x@y.z" },
      ]);
    });
  });
});
