import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import type { Locale } from "~/i18n/locales";
import { resources } from "~/i18n/resources";
import { BuilderScreen } from "./builder-screen";
import type { BuilderLoaderData } from "./builder-types";
import { SubmissionsScreen } from "./submissions-screen";

// The builder screen as the server sends it, i.e. what an editor without JavaScript sees.

async function serverHtml(data: unknown, locale: Locale = "en", Screen: () => JSX.Element = BuilderScreen): Promise<string> {
  const routes = [
    {
      path: "/editor/forms/:id",
      loader: () => data as Record<string, unknown>,
      element: (
        <I18nextProvider i18n={createI18n(locale, resources[locale])}>
          <Screen />
        </I18nextProvider>
      ),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/editor/forms/new"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

describe("the builder screen without JavaScript", () => {
  it("says plainly that the builder needs JavaScript, and renders no builder", async () => {
    const html = await serverHtml({ state: "new", returnTo: "/about" } satisfies BuilderLoaderData, "de");
    expect(html).toContain(resources.de.editor.formBuilder.needsJs);
    expect(html).toContain(resources.de.editor.formBuilder.newTitle);
    expect(html).toContain('href="/about"');
    expect(html).not.toContain("form-builder__palette");
  });

  it("does not open a form whose stored JSON is invalid, and says why", async () => {
    const html = await serverHtml({ state: "broken", returnTo: "", form: { id: 3, title: "Broken" } } satisfies BuilderLoaderData);
    expect(html).toContain(resources.en.editor.formBuilder.broken);
    expect(html).toContain('href="/editor/forms/3/submissions"');
    expect(html).not.toContain(resources.en.editor.formBuilder.needsJs);
  });
});

describe("the submissions screen", () => {
  const row = (id: string, values: Record<string, string>, forwardStatus: "none" | "pending" | "sent" | "failed", forwardError: string | null = null) => ({
    id,
    createdAt: "2026-03-04T09:05:00.000Z",
    values,
    locale: "en",
    pagePath: "/contact",
    forwardStatus,
    forwardAttempts: forwardStatus === "failed" ? 3 : forwardStatus === "pending" ? 2 : 1,
    forwardError,
  });

  it("shows the form's field names as columns, the date and the forwarding, escaped", async () => {
    const html = await serverHtml(
      {
        form: { id: 5, title: "Contact" },
        columns: ["email", "message"],
        rows: [
          row("4", { email: "d@example.com" }, "failed", "The upstream said: <script>x</script>"),
          row("3", { email: "c@example.com" }, "pending", "timeout"),
          row("2", { email: "b@example.com", message: "<b>hi</b>" }, "failed", "serverError:503"),
          row("1", { email: "a@example.com" }, "sent"),
        ],
        total: 4,
        page: 1,
        last: 1,
        pageSize: 12,
      },
      "de",
      SubmissionsScreen,
    );
    const de = resources.de.editor.submissions;
    expect(html).toContain(">email</th>");
    expect(html).toContain(">message</th>");
    expect(html).toContain("&lt;b&gt;hi&lt;/b&gt;");
    // Our own words for the failure, translated; never a receiver's text.
    expect(html).toContain(de.status.failed.replace("{{n}}", "3").replace("{{error}}", de.forwardErrors.serverError.replace("{{status}}", "503")));
    expect(html).toContain(de.status.pending.replace("{{n}}", "2").replace("{{error}}", de.forwardErrors.timeout));
    expect(html).toContain(de.status.failed.replace("{{n}}", "3").replace("{{error}}", de.forwardErrors.unknown));
    expect(html).not.toContain("upstream");
    expect(html).toContain(de.status.sent);
    expect(html).toMatch(/datetime="2026-03-04T09:05:00.000Z"/i);
    expect(html).toContain('href="/editor/forms/5/submissions.csv"');
    expect(html.indexOf("b@example.com")).toBeLessThan(html.indexOf("a@example.com"));
  });

  it("says when there are no submissions yet", async () => {
    const html = await serverHtml({ form: { id: 5, title: "Contact" }, columns: ["email"], rows: [], total: 0, page: 1, last: 1, pageSize: 12 }, "en", SubmissionsScreen);
    expect(html).toContain(resources.en.editor.submissions.none);
    expect(html).not.toContain("<table");
  });
});

describe("what the account may do (issue 43)", () => {
  it("leaves out the Submissions link for an account that may not read them, and says why it cannot save", async () => {
    const reason = "Your role Editor (all languages) cannot edit forms.";
    const html = await serverHtml({ state: "broken", returnTo: "", rights: { save: reason, submissions: false }, form: { id: 3, title: "Broken" } } satisfies BuilderLoaderData);
    expect(html).not.toContain('href="/editor/forms/3/submissions"');
    const allowed = await serverHtml({ state: "broken", returnTo: "", rights: { save: null, submissions: true }, form: { id: 3, title: "Broken" } } satisfies BuilderLoaderData);
    expect(allowed).toContain('href="/editor/forms/3/submissions"');
    const edit = await serverHtml({ state: "edit", returnTo: "", rights: { save: reason, submissions: false }, form: { id: 4, title: "Contact", fields: [], destination: "", actionUrl: "", successUrl: "", additionalButtons: [] } } satisfies BuilderLoaderData);
    expect(edit).toContain(reason);
  });

  it("shows an administrator who may read the submissions, as a plain form with a checkbox each", async () => {
    const readers = [
      { id: 7, name: "Ann", email: "ann@example.com", role: "editor", reader: true },
      { id: 8, name: "", email: "tom@example.com", role: "translator", reader: false },
    ];
    const row = { id: "41", createdAt: "2026-03-04T09:05:00.000Z", values: { email: "x@example.com" }, locale: "de", pagePath: "/", forwardStatus: "none", forwardAttempts: 0, forwardError: null };
    const base = { form: { id: 5, title: "Contact" }, columns: ["email"], rows: [row], total: 1, page: 1, last: 1, pageSize: 12, notice: "readers" };
    const de = resources.de.editor.submissions;
    const html = await serverHtml({ ...base, readers }, "de", SubmissionsScreen);
    expect(html).toContain(de.readers.title);
    expect(html).toContain(de.notice.readers);
    expect(html).toContain('<input id="form-reader-7" type="checkbox" name="reader" checked="" value="7"/>');
    expect(html).toContain('<input id="form-reader-8" type="checkbox" name="reader" value="8"/>');
    expect(html.replace(/<!-- -->/g, "")).toContain("tom@example.com (tom@example.com, Übersetzer)");
    expect(html).toContain('name="_action" value="readers"');
    // Delete of one submission, a plain form too.
    expect(html).toContain('name="submissionId" value="41"');
    const reader = await serverHtml({ ...base, readers: null, notice: null }, "en", SubmissionsScreen);
    expect(reader).not.toContain(resources.en.editor.submissions.readers.title);
    expect(reader).not.toContain('name="reader"');
  });
});
