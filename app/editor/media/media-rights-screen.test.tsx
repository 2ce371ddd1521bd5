import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { resources } from "~/i18n/resources";
import { MediaDetailsScreen } from "./media-details-screen";
import { MediaLibraryScreen } from "./media-library-screen";
import type { MediaRights } from "./media-route.server";

// Issue 43: the media screens as the server sends them (without JavaScript): what the account may
// not do is absent (Upload) or disabled with the reason beside it (Save, Replace, Delete).

async function serverHtml(data: unknown, Screen: () => JSX.Element): Promise<string> {
  const routes = [
    {
      path: "/editor/media/*",
      loader: () => data as Record<string, unknown>,
      action: () => null,
      element: (
        <I18nextProvider i18n={createI18n("de", resources.de)}>
          <Screen />
        </I18nextProvider>
      ),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/editor/media/1"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

const ALL: MediaRights = { "media.upload": null, "media.edit": null, "media.replace": null, "media.delete": null };
const item = {
  id: 1,
  kind: "image",
  name: "Sensor",
  filename: "sensor.webp",
  url: "/media/1/sensor.webp",
  contentType: "image/webp",
  size: 100,
  width: 8,
  height: 6,
  alt: { en: "A sensor" },
  decorative: false,
  title: "",
  credit: "",
  focalX: null,
  focalY: null,
  uploadedBy: "Ann",
  createdAt: "2026-03-04T09:05:00.000Z",
  updatedAt: "2026-03-04T09:05:00.000Z",
};
const details = (rights: MediaRights) => serverHtml({ item, uses: { pages: [], content: [] }, notice: null, rights }, MediaDetailsScreen);
const library = (rights: MediaRights) =>
  serverHtml({ items: [], total: 0, page: 1, pages: 1, query: { q: "", kind: "", sort: "newest", page: 1 }, notice: null, choosing: null, rights }, MediaLibraryScreen);

describe("the media screens show what the account may do", () => {
  it("enables everything for a publisher", async () => {
    const html = await details(ALL);
    expect(html).not.toMatch(/<button[^>]*disabled/);
    expect(await library(ALL)).toContain('name="files"');
  });

  it("disables Replace and Delete for an editor, with the reason beside them", async () => {
    const replace = "Ihre Rolle Redakteur (alle Sprachen) darf nicht Mediendateien ersetzen.";
    const remove = "Ihre Rolle Redakteur (alle Sprachen) darf nicht Medien löschen.";
    const html = await details({ ...ALL, "media.replace": replace, "media.delete": remove });
    expect(html).toMatch(/<button type="submit" class="button button--secondary" disabled="" aria-describedby="media-replace-refused">/);
    expect(html).toMatch(/<button type="submit" class="button button--secondary" disabled="" aria-describedby="media-delete-refused">/);
    expect(html).toContain(`<p id="media-replace-refused" class="field__hint">${replace}</p>`);
    expect(html).toContain(`<p id="media-delete-refused" class="field__hint">${remove}</p>`);
    expect(html).not.toContain('aria-describedby="media-save-refused"');
  });

  it("shows a translator why it cannot upload instead of the upload form", async () => {
    const reason = "Ihre Rolle Übersetzer (Deutsch) darf nicht Medien hochladen.";
    const html = await library({ ...ALL, "media.upload": reason });
    expect(html).toContain(reason);
    expect(html).not.toContain('name="files"');
  });
});
