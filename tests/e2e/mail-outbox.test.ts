import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertEditor } from "../../app/auth/users.server";
import { createForm } from "../../app/forms/forms.server";
import { createDb } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { insertPage } from "../../db/seed/insert-page";
import { readMail } from "../support/mail-text";
import { startSmtpSink, type Received, type SmtpSink } from "../support/smtp-sink";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "../support/test-db";
import { seriousAxeViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { newEditorPage, settled, signIn } from "./support/editor-session";
import { freePort, serverEnv, startServer, type RunningServer } from "./support/server";
import { text } from "./support/site";

// Issue 44 in a browser, with and without JavaScript: an administrator configures a form's
// e-mail notification (a bad address is refused beside the field, the typed text kept), sends a
// test, reads its delivery record (delivered, with the server's answer), and resends a message the
// SMTP server refused. Own server and database, SMTP_URL pointing at a real SMTP server
// (smtp-server) on a loopback port.
const ADMIN = { email: "mail-admin@e2e.test", password: "mail-admin-password-e2e", name: "Mail Admin" };
const dataDir = mkdtempSync(path.join(os.tmpdir(), "sensorsite-mail-"));
let database: TestDatabase | undefined;
let server: RunningServer | undefined;
let smtp: SmtpSink;
let browser: Browser;
let formId = 0;
const ed = (key: string) => text("en", key, "editor");

beforeAll(async () => {
  smtp = await startSmtpSink();
  const serverUrl = testDatabaseUrl();
  if (serverUrl) database = await createTestDatabase(serverUrl, "mail");
  const db = createDb({ databaseUrl: database?.url, dataDir });
  try {
    await migrateToLatest(db);
    await upsertEditor(db, ADMIN);
    const field = { placeholder: "", isPlaceholderVisible: false, helpBlockText: "", isHelpBlockVisible: false, isRequired: false, isUnique: false, isConditional: false, conditionalName: "", conditionalValue: "" };
    formId = await createForm(db, {
      title: "Sales inquiry",
      content: [
        { ...field, id: "n", fieldType: "TextInput", name: "name", label: "Your name" },
        { ...field, id: "e", fieldType: "TextInput", name: "email", label: "Work e-mail" },
      ],
      destination: "sales",
      actionUrl: "",
      successUrl: "",
      additionalButtons: [],
    });
    await insertPage(db, {
      translations: { en: { slug: "mail-e2e", title: "Mail" }, de: { slug: "mail-e2e", title: "Mail" } },
      modules: [{ type: "CUSTOM_FORMS", content: { en: { formId, display: "inline" }, de: { formId, display: "inline" } } }],
    });
  } finally {
    await db.destroy();
  }
  server = await startServer(serverEnv({ port: await freePort(), dataDir, databaseUrl: database?.url, extra: { SMTP_URL: smtp.url, MAIL_FROM: "Vireo Web <web@vireo.example>" } }));
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const at = (pathname: string) => server!.url + pathname;

/** Clicks a submit button and waits for the document it lands on. */
async function submit(page: Page, name: string) {
  await Promise.all([page.waitForNavigation(), page.getByRole("button", { name, exact: true }).click()]);
  await settled(page);
}

/** Reloads the delivery record until its state reads `state` (the worker records it just after the server's answer). */
async function untilState(page: Page, state: string) {
  for (;;) {
    const shown = await page.locator(".mail-status strong").first().innerText();
    if (shown.startsWith(state)) return;
    await page.reload();
    await settled(page);
  }
}

/** Resolves with the next message the SMTP server accepted. */
const nextAccepted = () => once(smtp.events, "accepted").then(([received]) => received as Received);

/** The page's public form posted as a browser without JavaScript would: hidden fields, the answered question. */
async function postForm(pathname: string, answers: Record<string, string>): Promise<Response> {
  const html = await (await fetch(at(pathname))).text();
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&quot;/g, '"').replace(/&amp;/g, "&")]),
  );
  const question = /(\d+) plus (\d+)\?/.exec(html);
  if (!question || !hidden._form) throw new Error("the form or its question is not on the page");
  return fetch(at(pathname), {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server!.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...hidden, ...answers, captcha_answer: String(Number(question[1]) + Number(question[2])) }),
  });
}

describe.each([
  ["with JavaScript", true],
  ["without JavaScript", false],
] as const)("e-mail notifications, %s", (_, javaScriptEnabled) => {
  it("configures a form's notification, sends a test and reads its delivery record", async () => {
    const page = await newEditorPage(browser, { javaScriptEnabled });
    await signIn(page, `/editor/forms/${formId}/notification`, { baseUrl: server!.url, who: ADMIN });

    await page.getByLabel(ed("mailSettings.enabled")).check();
    await page.getByLabel(ed("mailSettings.to"), { exact: true }).fill("sales@vireo.example, not-an-address");
    await page.getByLabel(ed("mailSettings.subject"), { exact: true }).fill("Lead from {{name}}");
    if (javaScriptEnabled) {
      // conform checks on the client: the error appears beside the field, nothing is posted.
      await page.getByRole("button", { name: ed("mailSettings.save"), exact: true }).click();
    } else await submit(page, ed("mailSettings.save"));
    const error = page.locator(".field__error", { hasText: ed("mailSettings.errors.address") });
    await error.waitFor();
    expect(await page.getByLabel(ed("mailSettings.to"), { exact: true }).inputValue()).toBe("sales@vireo.example, not-an-address");
    expect(await page.getByLabel(ed("mailSettings.subject"), { exact: true }).inputValue()).toBe("Lead from {{name}}");
    if (javaScriptEnabled) expect(await seriousAxeViolations(page), "the notification settings with an error").toEqual([]);

    await page.getByLabel(ed("mailSettings.to"), { exact: true }).fill("sales@vireo.example");
    await page.getByLabel(ed("mailSettings.replyToField"), { exact: true }).selectOption("email");
    await submit(page, ed("mailSettings.save"));
    expect(await page.locator('.form-builder-screen__message[role="status"]').innerText()).toBe(ed("mailSettings.saved"));
    expect(await page.getByLabel(ed("mailSettings.enabled")).isChecked()).toBe(true);

    const accepted = nextAccepted();
    await submit(page, ed("mailSettings.test"));
    const received = await accepted;
    expect(received.rcptTo).toEqual([ADMIN.email]);
    const mail = readMail(received.raw);
    expect(mail.subject).toBe("[Test] Lead from ‹Your name›");
    expect(mail.text).toContain("Work e-mail:\n  visitor@example.com");

    await Promise.all([page.waitForNavigation(), page.getByRole("link", { name: ed("mailSettings.deliveryRecord") }).click()]);
    await settled(page);
    await untilState(page, ed("mailLog.states.delivered"));
    expect(await page.locator(".mail-status small").innerText()).toBe(`${ed("mailLog.serverAnswer")}: 250 Ok: queued as Q${smtp.received.length}`);
    expect(await page.locator("code").innerText()).toBe(received.messageId);
    expect(await page.locator(".mail-message__body").innerText()).toContain("Your name:");
    if (javaScriptEnabled) {
      expect(await seriousAxeViolations(page), "a message of the e-mail log").toEqual([]);
      await page.goto(at("/editor/mail"));
      await settled(page);
      expect(await seriousAxeViolations(page), "the e-mail log").toEqual([]);
    }
    await page.context().close();
  });

  it("shows a refused message as failed with the server's answer, in the toolbar until opened, and resends it", async () => {
    smtp.answer = () => ({ code: 550, message: "5.1.1 mailbox unknown" });
    const page = await newEditorPage(browser, { javaScriptEnabled });
    await signIn(page, `/editor/forms/${formId}/notification`, { baseUrl: server!.url, who: ADMIN });
    const failedList = at(`/editor/mail?status=failed&form=${formId}`);
    const before = await (await page.request.get(failedList)).text().then((html) => (html.match(/<tr>/g) ?? []).length);
    const answered = once(smtp.events, "answering");
    await submit(page, ed("mailSettings.test"));
    await answered;

    await page.goto(failedList);
    await settled(page);
    // Rows: the header's and one per failed message; the new one is recorded just after the server's answer.
    for (;;) {
      if ((await page.locator("tr").count()) > Math.max(before, 1)) break;
      await page.reload();
      await settled(page);
    }
    // The toolbar tells of it until someone has opened it.
    expect(await page.getByRole("link", { name: ed("mailLog.toolbarNotice").replace("{{count}}", "1") }).count()).toBe(1);
    expect(await page.locator("tbody tr").first().innerText()).toContain("550");
    await Promise.all([page.waitForNavigation(), page.locator("tbody tr a").first().click()]);
    await settled(page);
    expect(await page.locator(".mail-status strong").innerText()).toBe(ed("mailLog.states.failed"));
    expect(await page.locator(".mail-status small").innerText()).toContain("5.1.1 mailbox unknown");
    // Opened: from the next page on (the toolbar of this one was counted beside its loader), no notice.
    await page.goto(at("/editor/mail"));
    await settled(page);
    expect(await page.getByRole("link", { name: ed("mailLog.toolbarNotice").replace("{{count}}", "1") }).count()).toBe(0);
    await page.goBack();
    await settled(page);

    smtp.answer = () => ({ accept: true });
    const accepted = nextAccepted();
    await submit(page, ed("mailLog.resend"));
    expect(await page.locator('.form-builder-screen__message[role="status"]').innerText()).toBe(ed("mailLog.resent"));
    const received = await accepted;
    expect(received.rcptTo).toEqual([ADMIN.email]);
    await untilState(page, ed("mailLog.states.delivered"));
    expect(await page.locator("code").innerText()).toBe(received.messageId);
    await page.context().close();
  });
});

// After the tests above: the form notifies sales@vireo.example, answers go to the "email" field, the subject is "Lead from {{name}}".
describe("a visitor's submission", () => {
  it("is stored, answered at once, and notified to the form's recipients in the visitor's language, the visitor as Reply-To", async () => {
    smtp.answer = () => ({ accept: true });
    const accepted = nextAccepted();
    const response = await postForm("/de/mail-e2e", { name: "Jörg Käufer", email: "joerg@kunde.example" });
    expect(response.status).toBe(303);
    const received = await accepted;
    expect(received.rcptTo).toEqual(["sales@vireo.example"]);
    expect(received.headers.find((h) => h.name === "reply-to")?.value).toBe("joerg@kunde.example");
    const mail = readMail(received.raw);
    expect(mail.subject).toBe("Lead from Jörg Käufer");
    expect(mail.text).toContain("Ein Besucher hat das Formular „Sales inquiry“ gesendet:");
    expect(mail.text).toContain("Your name:\n  Jörg Käufer\n\nWork e-mail:\n  joerg@kunde.example");
    expect(mail.text).toContain(`Gesendet von: ${server!.url}/de/mail-e2e`);
    expect(mail.text).toMatch(new RegExp(`Im Editor: ${server!.url}/editor/forms/${formId}/submissions#submission-\\d+`));
  });
});
