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
