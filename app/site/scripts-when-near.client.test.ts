// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { controlIntersectionObserver } from "../../tests/support/intersection";
import { whenScriptsNeededScript } from "./scripts-when-near";

const SELECTOR = "article.cms-page > section[data-module-id]:not([data-static])";
type Window = typeof globalThis & { __whenScriptsNeeded?: (load: () => void) => void };

let observer: ReturnType<typeof controlIntersectionObserver>;
beforeEach(() => {
  observer = controlIntersectionObserver();
  document.body.innerHTML = `
    <article class="cms-page">
      <section data-module-id="a" data-static><p id="text">Text</p></section>
      <section data-module-id="b"><button id="tab">Tab</button></section>
    </article>`;
  // The inline script as root.tsx sends it, run as the browser runs it.
  new Function(whenScriptsNeededScript(SELECTOR))();
});
afterEach(() => {
  observer.restore();
  delete (globalThis as Window).__whenScriptsNeeded;
  document.body.innerHTML = "";
});

const start = () => {
  const load = vi.fn();
  (globalThis as Window).__whenScriptsNeeded!(load);
  return load;
};

describe("the scripts of a visitor's CMS page (scripts-when-near.ts)", () => {
  it("load once an enhanced module comes near the screen, not before, and once only", () => {
    const load = start();
    observer.enter(document.querySelector('[data-module-id="a"]')!); // static: not watched
    expect(load).not.toHaveBeenCalled();
    observer.enter(document.querySelector('[data-module-id="b"]')!);
    expect(load).toHaveBeenCalledTimes(1);
    observer.enter(document.querySelector('[data-module-id="b"]')!);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("load when a pointer or the focus reaches into an enhanced module, not into a static one", () => {
    const load = start();
    document.getElementById("text")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    document.getElementById("tab")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    document.getElementById("tab")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("load at once when no element matches", () => {
    document.querySelector('[data-module-id="b"]')!.setAttribute("data-static", "");
    expect(start()).toHaveBeenCalledTimes(1);
  });
});
