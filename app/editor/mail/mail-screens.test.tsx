import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import type { Locale } from "~/i18n/locales";
import { resources } from "~/i18n/resources";
import { formatDateTime } from "~/lib/format";
import type { MailListRow } from "~/mail/mail-log.server";
import { MailLogScreen } from "./mail-log-screen";

// The e-mail log as the server sends it (what an editor without JavaScript sees): each state in
// words, in the editor's language, with the server's answer or the last error.

async function serverHtml(data: unknown, locale: Locale = "en"): Promise<string> {
  const routes = [
    {
      path: "/editor/mail",
      loader: () => data as Record<string, unknown>,
      element: (
        <I18nextProvider i18n={createI18n(locale, resources[locale])}>
          <MailLogScreen />
        </I18nextProvider>
      ),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/editor/mail"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

const row = (over: Partial<MailListRow>): MailListRow => ({
  id: "1",
  kind: "form",
  formId: 3,
  formTitle: "Contact",
  to: ["sales@vireo.example"],
  subject: "New submission: Contact",
  status: "queued",
  attempts: 0,
  nextAttemptAt: "2026-12-02T10:30:00.000Z",
  lastError: null,
  smtpAnswer: null,
  createdAt: "2026-12-02T10:00:00.000Z",
  ...over,
});

const LOADED = {
  rows: [
    row({ id: "6", status: "delivered", attempts: 1, smtpAnswer: "250 2.0.0 Ok: queued as 4Xyz" }),
    row({ id: "5", status: "retrying", attempts: 2, lastError: "421 4.7.0 try again later" }),
    row({ id: "4", status: "failed", attempts: 6, lastError: "550 5.1.1 mailbox unknown" }),
    row({ id: "3", status: "unconfigured", lastError: "not sent: no mail server configured" }),
    row({ id: "2", status: "sending", attempts: 1, kind: "formTest" }),
    row({ id: "1", status: "queued", kind: "confirmation" }),
  ],
  older: "1",
  filter: { status: null, formId: null },
  forms: [{ id: 3, title: "Contact" }],
  paged: false,
  serverConfigured: false,
};

describe("the e-mail log", () => {
  it("says each state in words, with the server's answer, the attempt and the next try", async () => {
    const html = (await serverHtml(LOADED)).replace(/<!-- -->/g, "");
    expect(html).toContain("<strong>Delivered</strong><br/><small>Server&#x27;s answer: 250 2.0.0 Ok: queued as 4Xyz</small>");
    expect(html).toContain(`Retrying: attempt 2 did not go through, next try at ${formatDateTime("2026-12-02T10:30:00.000Z", "en")}`);
    expect(html).toContain("Last answer: 421 4.7.0 try again later");
    expect(html).toContain("<strong>Failed</strong><br/><small>Last answer: 550 5.1.1 mailbox unknown</small>");
    expect(html).toContain("<strong>Not sent: no mail server configured</strong>");
    expect(html).toContain("Sending (attempt 1)");
    expect(html).toContain("No mail server is configured (SMTP_URL)");
    expect(html).toContain('href="/editor/mail/4"');
    expect(html).toContain('href="/editor/mail?before=1"');
    expect(html).toContain("Confirmation to the visitor");
  });

  it("speaks German to a German editor", async () => {
    const html = (await serverHtml(LOADED, "de")).replace(/<!-- -->/g, "");
    expect(html).toContain("<strong>Zugestellt</strong><br/><small>Antwort des Servers: 250 2.0.0 Ok: queued as 4Xyz</small>");
    expect(html).toContain("Wird wiederholt: Versuch 2 ging nicht durch, nächster Versuch um");
    expect(html).toContain("Nicht gesendet: kein Mailserver eingerichtet");
    expect(html).toContain(">Fehlgeschlagen<");
  });
});
