// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { resources } from "~/i18n/resources";
import type * as StaticIslands from "~/modules/static-islands";
import type { NavLink } from "./chrome.server";
import type * as Header from "./site-header";

// The site header on a visitor's page that hydrates: kept as the server's HTML (static-islands.ts)
// until a navigation, then rendered normally.
const nav: NavLink[] = [
  { id: 1, label: "Products", href: "/products", children: [] },
  { id: 2, label: "Company", href: "/company", children: [] },
];

let islands: typeof StaticIslands;
let SiteHeader: typeof Header.SiteHeader;
beforeEach(async () => {
  vi.resetModules(); // a fresh capture, as in a browser that just loaded the page
  islands = await import("~/modules/static-islands");
  ({ SiteHeader } = await import("./site-header"));
});
afterEach(() => {
  document.body.innerHTML = "";
});

const router = (keep: boolean, at: string) =>
  createMemoryRouter(
    [{ path: "*", element: <SiteHeader locale="en" locales={["en", "de"]} nav={nav} alternates={null} keepServerMarkup={keep} /> }],
    { initialEntries: [at] },
  );
const app = (keep: boolean, r: ReturnType<typeof router>) => (
  <I18nextProvider i18n={createI18n("en", resources.en)}>
    <RouterProvider router={r} />
  </I18nextProvider>
);

async function hydrate(keep: boolean) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(app(keep, router(keep, "/products")));
  document.body.append(container);
  const consoleError = vi.spyOn(console, "error"); // from here on: the browser's side
  const serverLink = container.querySelector<HTMLAnchorElement>('header a[href="/products"]')!;
  islands.captureStaticIslands(document);
  const r = router(keep, "/products");
  const recoverable: unknown[] = [];
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const root = await act(async () => hydrateRoot(container, app(keep, r), { onRecoverableError: (e) => recoverable.push(e) }));
  return { container, serverLink, r, root, recoverable, consoleError };
}

describe("the site header kept as server HTML (kept-server-markup.ts)", () => {
  it("is adopted as the server rendered it, its links plain (no route discovery), then renders normally after a navigation", async () => {
    const { container, serverLink, r, root, recoverable, consoleError } = await hydrate(true);
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    const link = container.querySelector('header a[href="/products"]');
    expect(link).toBe(serverLink); // the server's node, untouched
    expect(link?.getAttribute("aria-current")).toBe("page");
    expect(container.querySelectorAll("header [data-discover]")).toHaveLength(0);

    await act(async () => r.navigate("/company"));
    expect(container.querySelector('header a[href="/products"]')).not.toBe(serverLink);
    expect(container.querySelector('header a[href="/products"]')?.getAttribute("aria-current")).toBeNull();
    expect(container.querySelector('header a[href="/company"]')?.getAttribute("aria-current")).toBe("page");
    act(() => root.unmount());
    consoleError.mockRestore();
  });

  it("is rendered by React at once for an editor", async () => {
    const { container, serverLink, root, recoverable, consoleError } = await hydrate(false);
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector("[data-server-markup]")).toBeNull();
    expect(container.querySelector('header a[href="/products"]')).toBe(serverLink); // hydrated in place
    expect(container.querySelectorAll("header [data-discover]").length).toBeGreaterThan(0);
    act(() => root.unmount());
    consoleError.mockRestore();
  });
});
