// @vitest-environment happy-dom
import { act, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { resources } from "~/i18n/resources";
import { controlIntersectionObserver } from "../../tests/support/intersection";
import { prepareModule } from "./prepare.server";
import type * as RendererCache from "./renderer-cache";
import { hydratedModuleSections } from "./static-islands";
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

/** The module types in this root that hydrate, as entry.client.tsx reads them. */
const hydratedTypes = (root: ParentNode) => hydratedModuleSections(root).map((section) => section.dataset.module ?? "");

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
    expect(hydratedTypes(document)).toEqual(["HERO", "TAB"]);
  });
});

describe("hydrating a page whose renderers were loaded first (entry.client.tsx)", () => {
  it("keeps the server's HTML, reports no mismatch, and makes the widgets interactive", async () => {
    const html = await serverHtml();
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const serverSection = container.querySelector('[data-module="TAB"]');

    await cache.loadRenderers(hydratedTypes(container));
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
    expect(hydratedTypes(document)).toEqual(["TAB"]);
    await cache.loadRenderers(hydratedTypes(document));
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

describe("deferred hydration on a visitor's page (deferred-hydration.ts)", () => {
  let observer: ReturnType<typeof controlIntersectionObserver>;
  beforeEach(() => {
    observer = controlIntersectionObserver();
  });
  afterEach(() => {
    observer.restore();
    vi.restoreAllMocks();
  });

  /** The page as entry.client hydrates it: static islands kept, the tabs waiting for the viewport. */
  async function hydrateVisitorPage() {
    const html = await serverHtml();
    const consoleError = vi.spyOn(console, "error"); // from here on: the browser's side
    const article = document.createElement("article");
    article.className = "cms-page";
    article.innerHTML = html;
    document.body.append(article);
    const islands = await import("./static-islands");
    const deferred = await import("./deferred-hydration");
    islands.captureStaticIslands(document);
    const load = vi.fn((type: string) => cache.loadRenderers([type]));
    const now = deferred.deferVisitorModules(islands.hydratedModuleSections(document), load);
    const { ModuleFrame } = await import("./module-frame");
    const recoverable: unknown[] = [];
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const root = await act(async () => hydrateRoot(article, tree(ModuleFrame), { onRecoverableError: (e) => recoverable.push(e) }));
    const section = article.querySelector<HTMLElement>('[data-module="TAB"]')!;
    /** Resolves once the waiting tabs' gate has opened (its renderer loaded). */
    const opened = () => deferred.hydrationGate(page[1]) ?? Promise.resolve();
    return { article, section, load, now, root, recoverable, ModuleFrame, opened, consoleError };
  }

  it("keeps a waiting module's server markup (every panel, no tab strip) until it comes into view, then hydrates the same nodes", async () => {
    const { section, load, now, root, recoverable, opened, consoleError } = await hydrateVisitorPage();
    expect(now).toEqual([]); // nothing on a visitor's page hydrates before it is near the viewport
    const panel = section.querySelector(".tabs__panel");
    expect(section.querySelector("[role=tablist]")).toBeNull(); // the page as without script
    expect(section.querySelectorAll(".tabs__panel:not([hidden])")).toHaveLength(2);
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      observer.enter(section);
      await opened();
    });
    expect(load).toHaveBeenCalledWith("TAB");
    expect(section.querySelector(".tabs__panel")).toBe(panel); // hydrated in place, not re-created
    const tabs = [...section.querySelectorAll<HTMLButtonElement>("[role=tab]")];
    expect(tabs.map((t) => t.textContent)).toEqual(["Measure", "Integrate"]);
    act(() => tabs[1].click());
    expect(tabs[1].getAttribute("aria-selected")).toBe("true");
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root.unmount());
    consoleError.mockRestore();
  });

  it("hydrates a waiting module as soon as the visitor reaches into it, and loads its renderer once", async () => {
    const { section, load, root, opened } = await hydrateVisitorPage();
    const panel = section.querySelector(".tabs__panel")!;
    await act(async () => {
      panel.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
      await opened();
    });
    expect(load).toHaveBeenCalledWith("TAB");
    expect(section.querySelector("[role=tablist]")).not.toBeNull();
    await act(async () => observer.enter(section)); // already released
    expect(load).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });

  // React would hydrate the released boundary at idle priority only (OffscreenLane): on a loaded
  // machine a form button stayed a link for over a minute. act() flushes every priority, so what is
  // checked here is that the root is asked to hydrate the module's boundary now.
  it("asks the root to hydrate a module as soon as its gate opens", async () => {
    const { section, root, opened } = await hydrateVisitorPage();
    const deferred = await import("./deferred-hydration");
    const schedule = vi.fn();
    deferred.hydrateOpenedModulesWith({ unstable_scheduleHydration: schedule });
    expect(schedule).not.toHaveBeenCalled();
    await act(async () => {
      observer.enter(section);
      await opened();
    });
    expect(schedule).toHaveBeenCalledTimes(1);
    expect(schedule).toHaveBeenCalledWith(section.firstElementChild);
    expect(section.firstElementChild?.classList.contains("module__inner")).toBe(true);
    act(() => root.unmount());
  });

  it("asks the root to hydrate the modules that opened before it was handed over", async () => {
    const { section, root, opened } = await hydrateVisitorPage();
    const deferred = await import("./deferred-hydration");
    await act(async () => {
      observer.enter(section);
      await opened();
    });
    const schedule = vi.fn();
    deferred.hydrateOpenedModulesWith({ unstable_scheduleHydration: schedule });
    expect(schedule).toHaveBeenCalledWith(section.firstElementChild);
    act(() => root.unmount());
  });

  it("gives react-dom's root the hydration scheduler it relies on", () => {
    const container = document.createElement("div");
    const root = hydrateRoot(container, <p />, { onRecoverableError: () => undefined });
    expect(typeof (root as unknown as { unstable_scheduleHydration?: unknown }).unstable_scheduleHydration).toBe("function");
    act(() => root.unmount());
  });

  it("renders new module objects (a revalidation) at once, even while the module still waits", async () => {
    const { article, load, root, ModuleFrame } = await hydrateVisitorPage();
    await cache.loadRenderers(["TEXT_BLOCK", "ACCORDION", "TAB"]);
    const fresh = page.map((module) => ({ ...module }));
    await act(async () => root.render(tree(ModuleFrame, fresh)));
    const tabs = [...article.querySelectorAll<HTMLButtonElement>("[role=tab]")];
    expect(tabs).toHaveLength(2);
    act(() => tabs[1].click());
    expect(tabs[1].getAttribute("aria-selected")).toBe("true");
    expect(load).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});
