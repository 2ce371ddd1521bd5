import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForm, saveNotificationSettings } from "../../app/forms/forms.server";
import { createDb } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { insertPage } from "../../db/seed/insert-page";
import { startSmtpSink, type Received, type SmtpSink } from "../support/smtp-sink";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "../support/test-db";
import { freePort, serverEnv, startServer, type RunningServer } from "./support/server";

// Issue 44, "the app killed during a send → delivered exactly once after restart": a visitor's
// submission is notified; the SMTP server (smtp-server on a loopback port) holds the message's
// DATA unanswered, and the server process is killed (SIGKILL) in the middle of the send. The
// attempt was on record before it was made ("sending", attempt 1); after a restart, once the dead
// worker's claim has lapsed, the message is sent again with the same Message-ID and delivered
// exactly once. The claim's lapse (two minutes by default) is brought forward in the database
// while the server is down, as the clock would.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "sensorsite-mail-crash-"));
let database: TestDatabase | undefined;
let server: RunningServer | undefined;
let smtp: SmtpSink;
let port = 0;

const withDb = async <T>(work: (db: ReturnType<typeof createDb>) => Promise<T>): Promise<T> => {
  const db = createDb({ databaseUrl: database?.url, dataDir });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
};
const start = () => startServer(serverEnv({ port, dataDir, databaseUrl: database?.url, extra: { SMTP_URL: smtp.url, MAIL_FROM: "Vireo Web <web@vireo.example>" } }));

beforeAll(async () => {
  smtp = await startSmtpSink();
  const serverUrl = testDatabaseUrl();
  if (serverUrl) database = await createTestDatabase(serverUrl, "mailcrash");
  await withDb(async (db) => {
    await migrateToLatest(db);
    const field = { placeholder: "", isPlaceholderVisible: false, helpBlockText: "", isHelpBlockVisible: false, isRequired: false, isUnique: false, isConditional: false, conditionalName: "", conditionalValue: "" };
    const formId = await createForm(db, {
      title: "Crash inquiry",
      content: [
        { ...field, id: "n", fieldType: "TextInput", name: "name", label: "Your name" },
        { ...field, id: "e", fieldType: "TextInput", name: "email", label: "Work e-mail" },
      ],
      destination: "sales",
      actionUrl: "",
      successUrl: "",
      additionalButtons: [],
    });
    await saveNotificationSettings(db, formId, { enabled: true, to: ["sales@vireo.example"], cc: [], bcc: [], replyToField: "", subject: "Lead from {{name}}", confirmation: false });
    await insertPage(db, {
      translations: { en: { slug: "mail-crash", title: "Mail crash" }, de: { slug: "mail-crash", title: "Mail crash" } },
      modules: [{ type: "CUSTOM_FORMS", content: { en: { formId, display: "inline" }, de: { formId, display: "inline" } } }],
    });
  });
  port = await freePort();
  server = await start();
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The page's public form posted as a browser without JavaScript would: hidden fields, the answered question. */
async function postForm(pathname: string, answers: Record<string, string>): Promise<Response> {
  const html = await (await fetch(server!.url + pathname)).text();
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&quot;/g, '"').replace(/&amp;/g, "&")]),
  );
  const question = /(\d+) plus (\d+)\?/.exec(html);
  if (!question || !hidden._form) throw new Error("the form or its question is not on the page");
  return fetch(server!.url + pathname, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server!.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...hidden, ...answers, captcha_answer: String(Number(question[1]) + Number(question[2])) }),
  });
}

describe("the server killed during an SMTP send", () => {
  it("delivers the message exactly once after a restart", async () => {
    let release!: () => void;
    smtp.readGate = new Promise<void>((resolve) => (release = resolve));
    const sending = once(smtp.events, "data");
    expect((await postForm("/mail-crash", { name: "Crash Test", email: "crash@kunde.example" })).status).toBe(303);
    await sending; // the message's DATA has begun: the send is under way, unanswered
    process.kill(server!.pid, "SIGKILL");
    await server!.stop();
    release();
    smtp.readGate = null;
    expect(smtp.received).toHaveLength(0); // the cut connection delivered nothing

    const row = await withDb(async (db) => {
      const before = await db.selectFrom("mail_outbox").select(["id", "status", "attempts", "message_id"]).executeTakeFirstOrThrow();
      // The dead worker's claim lapses (after timeout + a minute): brought forward, as the clock would.
      await db.updateTable("mail_outbox").set({ next_attempt_at: sql`now()` }).where("id", "=", before.id).execute();
      return before;
    });
    expect(row).toMatchObject({ status: "sending", attempts: 1 }); // the attempt was on record before it was made

    const accepted = once(smtp.events, "accepted").then(([received]) => received as Received);
    server = await start();
    const received = await accepted;
    expect(received.messageId).toBe(row.message_id);
    expect(received.rcptTo).toEqual(["sales@vireo.example"]);
    // The worker records the outcome just after the answer; nothing is sent again meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.countOf(row.message_id)).toBe(1);
    expect(smtp.received).toHaveLength(1);
    await server.stop();
    server = undefined;
    const after = await withDb((db) => db.selectFrom("mail_outbox").select(["status", "attempts"]).where("id", "=", row.id).executeTakeFirstOrThrow());
    expect(after).toEqual({ status: "delivered", attempts: 2 });
  }, 180_000);
});
