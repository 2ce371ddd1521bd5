// @vitest-environment happy-dom
import { act, useRef } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { layOutRemainingModules, layOutRemainingModulesScript, useLayOutRemainingModules } from "./deferred-layout";

function Page({ later, count }: { later: boolean; count: number }) {
  const article = useRef<HTMLElement>(null);
  useLayOutRemainingModules(article, 1);
  return (
    <article ref={article} className="cms-page" data-layout-later={later ? "" : undefined}>
      {Array.from({ length: count }, (_, i) => (
        <section key={i} data-module-id={`m${i}`} />
      ))}
    </article>
  );
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  document.body.innerHTML = "";
});

async function mount(later: boolean, count: number) {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<Page later={later} count={count} />));
  return { container, root };
}

const laidOut = (container: HTMLElement) =>
  [...container.querySelectorAll("section")].map((section) => section.hasAttribute("data-laid-out"));

describe("modules laid out after load (deferred-layout.ts)", () => {
  it("marks every module after the second as laid out once the page has loaded, in idle time", async () => {
    const { container, root } = await mount(true, 40);
    await expect.poll(() => laidOut(container).filter(Boolean).length, { timeout: 5000 }).toBe(38);
    expect(laidOut(container).slice(0, 2)).toEqual([false, false]); // never skipped: nothing to do
    act(() => root.unmount());
  });

  it("lays out one module per idle period, however much of the period is left", async () => {
    const idle: IdleRequestCallback[] = [];
    const original = globalThis.requestIdleCallback;
    globalThis.requestIdleCallback = (callback) => idle.push(callback);
    try {
      const { container, root } = await mount(true, 6);
      const plenty: IdleDeadline = { didTimeout: false, timeRemaining: () => 50 };
      const counts: number[] = [];
      while (idle.length > 0) {
        idle.shift()!(plenty);
        counts.push(laidOut(container).filter(Boolean).length);
      }
      expect(counts).toEqual([1, 2, 3, 4]);
      act(() => root.unmount());
    } finally {
      globalThis.requestIdleCallback = original;
    }
  });

  it("does nothing on a page without the attribute (no scripts, or the editor)", async () => {
    const { container, root } = await mount(false, 5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(laidOut(container)).toEqual([false, false, false, false, false]);
    act(() => root.unmount());
  });

  it("starts once per article: the inline script on a page load, so the page component starts nothing again", async () => {
    const idle: IdleRequestCallback[] = [];
    const original = globalThis.requestIdleCallback;
    globalThis.requestIdleCallback = (callback) => idle.push(callback);
    try {
      const article = document.createElement("article");
      article.setAttribute("data-layout-later", "");
      article.innerHTML = "<section></section>".repeat(4);
      document.body.append(article);
      // The inline script, as sent: it starts on the element before it.
      const script = { previousElementSibling: article };
      new Function("document", layOutRemainingModulesScript)({ currentScript: script, readyState: "complete" });
      expect(idle).toHaveLength(1);
      layOutRemainingModules(article); // the page component's effect on hydration
      expect(idle).toHaveLength(1);
      while (idle.length > 0) idle.shift()!({ didTimeout: false, timeRemaining: () => 50 });
      expect([...article.children].map((section) => section.hasAttribute("data-laid-out"))).toEqual([false, false, true, true]);
    } finally {
      globalThis.requestIdleCallback = original;
    }
  });
});
