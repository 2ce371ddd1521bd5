import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import type { Locale } from "~/i18n/locales";
import { resources } from "~/i18n/resources";
import { formatDateTime } from "~/lib/format";
import type { InboxData, InboxReview } from "./inbox-route.server";
import { InboxScreen } from "./inbox-screen";
import type { EditorPageInfo } from "../pages/editor-page";
import { PageReviewControls } from "./review-controls";
import type { PageReviewInfo } from "./review-types";

// The inbox as the server sends it (what an editor without JavaScript sees): plain POST forms for
// each step, the thread with the comment beside its module, the voided approval, in the editor's language.

async function serverHtml(data: InboxData, locale: Locale = "en", element: ReactNode = <InboxScreen />): Promise<string> {
  const routes = [
    {
      path: "/editor/inbox",
      loader: () => data,
      element: <I18nextProvider i18n={createI18n(locale, resources[locale])}>{element}</I18nextProvider>,
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/editor/inbox"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

const review = (over: Partial<InboxReview>): InboxReview => ({
  id: 7,
  state: "open",
  title: "Investoren",
  href: "/de/investoren?draft=true",
  diffHref: "/de/investoren?draft=true&show_history=true&compare=3&with=4",
  section: "/investors",
  submittedBy: "Anna",
  submittedAt: "2026-12-02T10:00:00.000Z",
  publishAt: null,
  voidedAt: null,
  draftVersion: 4,
  modules: [{ id: "m1", label: "1. TEXT_BLOCK (m1)" }],
  thread: [
    { id: "1", kind: "submitted", userId: 2, actor: "Anna", message: "Bitte prüfen.", moduleId: null, detail: null, at: "2026-12-02T10:00:00.000Z" },
    { id: "2", kind: "comment", userId: 3, actor: "Paul", message: "Quelle fehlt.", moduleId: "m1", detail: null, at: "2026-12-02T11:00:00.000Z" },
  ],
  mayDecide: true,
  ownBlocked: false,
  isMine: false,
  ...over,
});

const DATA: InboxData = {
  toReview: [review({ voidedAt: "2026-12-02T13:32:00.000Z" })],
  changesRequested: [],
  mine: [review({ id: 8, state: "changesRequested", mayDecide: false, isMine: true })],
  drafts: [{ pageId: 3, locale: "de", title: "Produkte", href: "/de/produkte?draft=true" }],
  reviewMail: true,
  sections: ["/investors"],
  zones: ["Europe/Zurich", "UTC"],
  defaultZone: "Europe/Zurich",
  done: "submitted",
  error: null,
  documentTitle: "Posteingang",
};

describe("the inbox screen", () => {
  it("offers every step as a plain POST form, in German", async () => {
    const html = await serverHtml(DATA, "de");
    expect(html).toContain("Zu prüfen (1)");
    expect(html).toContain("Meine Einreichungen (1)");
    expect(html).toContain("Zur Prüfung eingereicht.");
    expect(html).toContain('<a href="/de/investoren?draft=true&amp;show_history=true&amp;compare=3&amp;with=4">Änderungen gegenüber der veröffentlichten Fassung</a>');
    expect(html).toContain(`Freigabe aufgehoben durch eine Änderung um ${formatDateTime("2026-12-02T13:32:00.000Z", "de")}`);
    expect(html).toContain("Paul hat kommentiert");
    expect(html).toContain("zum Modul m1");
    expect(html).toContain("Quelle fehlt.");
    for (const [value, label] of [
      ["approve", "Freigeben und veröffentlichen"],
      ["requestChanges", "Änderungen anfordern"],
      ["withdraw", "Zurückziehen"],
      ["submit", "Zur Prüfung einreichen"],
      ["notices", "Speichern"],
      ["requireSection", "Prüfung verlangen"],
    ]) {
      expect(html).toMatch(new RegExp(`<button type="submit" name="_action" value="${value}"[^>]*>${label}</button>`));
    }
    expect(html.match(/<form method="post"/g)?.length).toBeGreaterThanOrEqual(7);
    expect(html).toContain("Benachrichtigungen zu Prüfungen per E-Mail senden");
  });

  it("leaves the decision out where the two-person rule keeps the account from it", async () => {
    const html = await serverHtml({ ...DATA, toReview: [review({ ownBlocked: true, isMine: true })], mine: [] });
    expect(html).not.toContain('value="approve"');
    expect(html).not.toContain('value="requestChanges"');
    expect(html).toContain('value="withdraw"');
  });
});

describe("the page builder's review controls", () => {
  const rights = { "page.editText": null, "page.draft": null, "page.publish": "Ihre Rolle Redakteur darf nicht veröffentlichen.", "page.preview": null, "page.settings": null, "page.structure": null };
  const page = (review: PageReviewInfo): EditorPageInfo => ({ id: 3, editable: true, draft: true, version: 5, path: "/de/investoren", published: true, schedules: [], steps: null, rights, review });
  const none: PageReviewInfo = { id: null, state: null, mine: false, locked: false, voidedAt: null, publishAt: null, required: false, maySubmit: true, comments: [] };

  it("offers Submit for review as a plain form to the inbox, coming back to the draft", async () => {
    const html = await serverHtml(DATA, "de", <PageReviewControls page={page(none)} locale="de" />);
    expect(html).toContain('<form method="post" action="/editor/inbox"');
    expect(html).toContain('name="pageId" value="3"');
    expect(html).toContain('name="returnTo" value="/de/investoren?draft=true"');
    expect(html).toMatch(/value="submit"[^>]*>Zur Prüfung einreichen<\/button>/);
  });

  it("tells the author the draft is in review and read-only, with Withdraw, and says when an edit voided an approval", async () => {
    const html = await serverHtml(DATA, "de", <PageReviewControls page={page({ ...none, id: 9, state: "open", mine: true, locked: true, maySubmit: false, voidedAt: "2026-12-02T13:32:00.000Z" })} locale="de" />);
    expect(html).toContain("Prüfung: Wartet auf Prüfung");
    expect(html).toContain(`Freigabe aufgehoben durch eine Änderung um ${"02.12.2026, 14:32 (Europe/Zurich)"}`);
    expect(html).toContain("Dieser Entwurf ist in Prüfung");
    expect(html).toMatch(/value="withdraw"[^>]*>Zurückziehen<\/button>/);
    expect(html).not.toContain('value="submit"');
  });
});
