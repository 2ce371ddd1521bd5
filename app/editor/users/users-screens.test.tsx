import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import type { UserRow } from "~/auth/users.server";
import { createI18n } from "~/i18n/i18n";
import { LOCALES, type Locale } from "~/i18n/locales";
import { resources } from "~/i18n/resources";
import { AccountScreen } from "../account/account-screen";
import { UserScreen } from "./user-screen";
import { UsersScreen } from "./users-screen";

// The team screens render in every UI language: one h1, labelled fields, no raw i18n keys.
const account: UserRow = { id: 2, email: "greta@example.com", name: "Greta", role: "translator", locales: ["de"], sections: ["/applications", "news"], active: true, lastSignInAt: "2026-12-01T09:00:00.000Z", hasPassword: false };

async function render(Screen: ComponentType, data: Record<string, unknown>, locale: Locale): Promise<string> {
  const handler = createStaticHandler([{ id: "screen", path: "*", loader: () => data, element: <Screen /> }]);
  const context = await handler.query(new Request("http://localhost/editor/users"));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(locale, resources[locale])}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
  );
}

const RAW_KEY = /\b(users|account|rights|audit)\.[a-z][A-Za-z]+(\.[A-Za-z_]+)*\b/;

describe.each(LOCALES)("the team screens in %s", (locale) => {
  it.each([
    ["/editor/users", UsersScreen, { users: [account], locales: LOCALES, notice: null }],
    ["/editor/users/:id", UserScreen, { account, self: false, locales: LOCALES, notice: "created", link: { url: "http://localhost/de/set-password/x", hours: 72 } }],
    ["/editor/account", AccountScreen, { account, notice: "password", canManageUsers: true }],
  ] as const)("%s", async (_path, Screen, data) => {
    const html = await render(Screen as ComponentType, data as Record<string, unknown>, locale);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html.replace(/<[^>]+>/g, " ").match(RAW_KEY)?.[0]).toBeUndefined();
    for (const [, id] of html.matchAll(/<input[^>]* id="([^"]+)"[^>]*type="(?:text|email|password|checkbox)"/g)) expect(html, id).toContain(`for="${id}"`);
  });
});

describe("the team screens' contents", () => {
  it("lists role, languages and sections, and the link to hand over, in German", async () => {
    const list = await render(UsersScreen as ComponentType, { users: [account], locales: LOCALES, notice: null }, "de");
    expect(list).toContain("Übersetzer");
    expect(list).toContain("/applications, news");
    expect(list).toContain("<legend");
    const page = await render(UserScreen as ComponentType, { account, self: false, locales: LOCALES, notice: "created", link: { url: "http://localhost/de/set-password/x", hours: 72 } }, "de");
    expect(page).toContain('value="http://localhost/de/set-password/x"');
    expect(page).toContain("72 Stunden");
  });
});
