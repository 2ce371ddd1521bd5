// @vitest-environment happy-dom
import { Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFERRED_MODULE_ID, DEFERRED_MODULE_TYPE, deferEntry, deferredEntryScript } from "./deferred-scripts";

const ENTRY_SOURCE = '/* import * as route0 from "/assets/root.js"; import("/assets/entry.client.js"); */';

/** What Remix 2's `<Scripts>` renders in the server HTML: preloads, the context script, the module script. */
function remixScriptsOutput(): ReactElement {
  return (
    <>
      <link rel="modulepreload" href="/assets/entry.client.js" />
      {["/assets/components.js", "/assets/root.js"].map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <>
        <script nonce="n" dangerouslySetInnerHTML={{ __html: "window.__remixContext = {};" }} />
        <script nonce="n" type="module" async dangerouslySetInnerHTML={{ __html: ENTRY_SOURCE }} />
      </>
      {[]}
    </>
  );
}

/** The elements of a rendered tree, fragments flattened. */
function elementsOf(node: ReactNode): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(elementsOf);
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  return node.type === Fragment ? elementsOf(node.props.children) : [node as ReactElement<Record<string, unknown>>];
}

describe("deferEntry: Remix's <Scripts> output with its entry deferred", () => {
  it("leaves out the modulepreload links, in order, and makes the module script inert; the context script stays", () => {
    const deferred = deferEntry(remixScriptsOutput());
    expect(deferred?.preloads).toEqual(["/assets/entry.client.js", "/assets/components.js", "/assets/root.js"]);
    const elements = elementsOf(deferred?.node);
    expect(elements.map((element) => [element.type, element.props.type, element.props.id])).toEqual([
      ["script", undefined, undefined],
      ["script", DEFERRED_MODULE_TYPE, DEFERRED_MODULE_ID],
    ]);
    expect(elements[1].props.async).toBeUndefined();
    expect(elements[1].props.dangerouslySetInnerHTML).toEqual({ __html: ENTRY_SOURCE });
  });

  it("is null when there is no module script to defer (after hydration, or a <Scripts> that renders otherwise)", () => {
    expect(deferEntry(null)).toBeNull();
    expect(deferEntry(<script dangerouslySetInnerHTML={{ __html: "window.__remixContext = {};" }} />)).toBeNull();
  });
});

type TestWindow = typeof globalThis & { __whenScriptsNeeded?: (load: () => void) => void };

describe("the deferred entry's inline loader", () => {
  let hidden = false;
  beforeEach(() => {
    hidden = false;
    vi.spyOn(document, "visibilityState", "get").mockImplementation(() => (hidden ? "hidden" : "visible"));
    document.head.innerHTML = "";
    document.body.innerHTML = `<script type="${DEFERRED_MODULE_TYPE}" id="${DEFERRED_MODULE_ID}">${ENTRY_SOURCE}</script>`;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    delete (globalThis as TestWindow).__whenScriptsNeeded;
  });

  const preloads = ["/assets/entry.client.js", "/assets/root.js"];
  const run = (nonce = "abc") => {
    const current = document.createElement("script");
    current.nonce = nonce;
    vi.spyOn(document, "currentScript", "get").mockReturnValue(current);
    new Function(deferredEntryScript(preloads))();
  };
  const loaded = () => document.querySelector('script[type="module"]');

  it("waits for the page's __whenScriptsNeeded, then preloads the chunks and runs the module script with the nonce", () => {
    let start: (() => void) | undefined;
    (globalThis as TestWindow).__whenScriptsNeeded = (load) => (start = load);
    run();
    expect(loaded()).toBeNull();
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    start?.();
    const script = loaded() as HTMLScriptElement;
    expect(script.textContent).toBe(ENTRY_SOURCE);
    expect(script.nonce).toBe("abc");
    expect([...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"))).toEqual(preloads);
  });

  it("without one, loads on the first frame after paint", async () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
    run();
    expect(loaded()).toBeNull();
    await vi.runAllTimersAsync();
    expect(loaded()?.textContent).toBe(ENTRY_SOURCE);
  });

  it("in a hidden tab, at once", () => {
    hidden = true;
    run();
    expect(loaded()?.textContent).toBe(ENTRY_SOURCE);
  });
});
