// @vitest-environment happy-dom
import { act, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { resources } from "~/i18n/resources";
import { prepareModule } from "./prepare.server";
import type * as RendererCache from "./renderer-cache";
import type { PageModule } from "./types";

// Each test gets fresh app modules, so the cache starts empty as in a browser that just loaded
// the page (React, react-dom and i18next stay shared: vitest does not reload node_modules).
type Cache = typeof RendererCache;
type Frame = ComponentType<{ module: PageModule; locale: "en"; index: number }>;
let cache: Cache;
beforeEach(async () => {
  vi.resetModules();
  cache = await import("./renderer-cache");
});
afterEach(() => {
  document.body.innerHTML = "";
});

const page: PageModule[] = [
  { id: "m1", type: "TEXT_BLOCK", layout: {}, data: { body: "<p>Plain text.</p>", columns: "1" } },
  { id: "m2", type: "TAB", layout: {}, data: { items: [{ title: "Measure", body: "A" }, { title: "Integrate", body: "B" }] } },
  { id: "m3", type: "ACCORDION", layout: {}, data: { items: [{ title: "Question", body: "<p>Answer</p>" }] } },
].map((raw) => prepareModule(raw)!);

const tree = (ModuleFrame: Frame, modules: PageModule[] = page) => (
  <I18nextProvider i18n={createI18n("en", resources.en)}>
    <MemoryRouter>
      {modules.map((module, index) => (
        <ModuleFrame key={module.id} module={module} locale="en" index={index} />
      ))}
    </MemoryRouter>
  </I18nextProvider>
);

/** The page's HTML as the server renders it: every renderer registered, rendered synchronously. */
async function serverHtml(): Promise<string> {
  const { renderers } = await import("./registry");
  cache.registerRenderers(renderers);
  const { ModuleFrame } = await import("./module-frame");
  const html = renderToString(tree(ModuleFrame));
  vi.resetModules(); // the browser's module instances from here on
  cache = await import("./renderer-cache");
  return html;
}

describe("renderer cache", () => {
  it("gives a type's loaded renderer, the same component on every call", async () => {
    const { renderers } = await import("./registry");
    await cache.loadRenderers(["HERO"]);
    expect(cache.rendererFor("HERO")).toBe(renderers.HERO);
    expect(cache.rendererFor("HERO")).toBe(cache.rendererFor("HERO"));
  });

  it("gives a lazy renderer for a type not loaded yet, and keeps giving it once loaded (no remount)", async () => {
    const { renderers } = await import("./registry");
    const lazy = cache.rendererFor("QUOTE");
    expect(lazy).not.toBe(renderers.QUOTE);
    await cache.loadRenderers(["QUOTE"]);
    expect(cache.rendererFor("QUOTE")).toBe(lazy);
  });

  it("skips types without a renderer when loading", async () => {
    await expect(cache.loadRenderers(["NOT_A_MODULE", "constructor", "HERO", "HERO"])).resolves.toBeUndefined();
  });

  it("reads the module types the server rendered into a document", () => {
    document.body.innerHTML = '<section data-module="HERO"></section><div><section data-module="TAB"></section></div><p>x</p>';
    expect(cache.renderedModuleTypes(document)).toEqual(["HERO", "TAB"]);
  });
});

describe("hydrating a page whose renderers were loaded first (entry.client.tsx)", () => {
  it("keeps the server's HTML, reports no mismatch, and makes the widgets interactive", async () => {
    const html = await serverHtml();
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const serverSection = container.querySelector('[data-module="TAB"]');

    await cache.loadRenderers(cache.renderedModuleTypes(container));
    const { ModuleFrame } = await import("./module-frame");
    const recoverable: unknown[] = [];
    const consoleError = vi.spyOn(console, "error");
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const root = await act(async () => hydrateRoot(container, tree(ModuleFrame), { onRecoverableError: (e) => recoverable.push(e) }));

    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('[data-module="TAB"]')).toBe(serverSection);
    expect(container.querySelector(".accordion summary")?.textContent).toBe("Question");
    const tabs = [...container.querySelectorAll<HTMLButtonElement>("[role=tab]")];
    expect(tabs.map((t) => t.textContent)).toEqual(["Measure", "Integrate"]);
    act(() => tabs[1].click());
    expect(tabs[1].getAttribute("aria-selected")).toBe("true");
    act(() => root.unmount());
    consoleError.mockRestore();
  });
});

describe("static islands on a visitor's page (static-islands.ts)", () => {
  it("keeps static modules as server HTML without their renderers, hydrates the rest, and renders normally on new data", async () => {
    const html = await serverHtml();
    const article = document.createElement("article");
    article.className = "cms-page";
    article.innerHTML = html;
    document.body.append(article);
    const serverSummary = article.querySelector(".accordion summary");
    const islands = await import("./static-islands");
    islands.captureStaticIslands(document);

    // Only the tabs hydrate; the text block and the accordion need no script.
    expect(cache.renderedModuleTypes(document)).toEqual(["TAB"]);
    await cache.loadRenderers(cache.renderedModuleTypes(document));
    const { ModuleFrame } = await import("./module-frame");
    const recoverable: unknown[] = [];
    const consoleError = vi.spyOn(console, "error");
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const root = await act(async () => hydrateRoot(article, tree(ModuleFrame), { onRecoverableError: (e) => recoverable.push(e) }));

    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(article.querySelector(".accordion summary")).toBe(serverSummary); // the server's node, untouched
    const tabs = [...article.querySelectorAll<HTMLButtonElement>("[role=tab]")];
    act(() => tabs[1].click());
    expect(tabs[1].getAttribute("aria-selected")).toBe("true");

    // New module objects (a revalidation): the static modules render through their renderers, once.
    await cache.loadRenderers(["TEXT_BLOCK", "ACCORDION"]);
    const fresh = page.map((module) => ({ ...module }));
    await act(async () => root.render(tree(ModuleFrame, fresh)));
    expect(article.querySelectorAll(".accordion summary")).toHaveLength(1);
    expect(article.querySelector(".accordion summary")).not.toBe(serverSummary);
    expect(article.textContent).toContain("Plain text.");
    act(() => root.unmount());
    consoleError.mockRestore();
  });
});
