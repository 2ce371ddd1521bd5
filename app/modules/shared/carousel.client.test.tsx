// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stubIntersectionObserver } from "../../../tests/support/intersection";
import { createI18n } from "~/i18n/i18n";
import { resources } from "~/i18n/resources";
import { Carousel } from "./carousel";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let restoreObserver: () => void;
beforeEach(() => {
  restoreObserver = stubIntersectionObserver(); // the module is on screen
});
afterEach(() => {
  restoreObserver();
  act(() => root?.unmount());
  document.body.innerHTML = "";
});

async function mount(autoplay: boolean) {
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root!.render(
      <I18nextProvider i18n={createI18n("de", resources.de)}>
        <Carousel label="Produkte" perView={{ base: 1 }} autoplay={autoplay}>
          {["A", "B", "C"].map((x) => (
            <a key={x} href={`/${x}`}>
              {x}
            </a>
          ))}
        </Carousel>
      </I18nextProvider>,
    );
  });
  // Splide arrives through a dynamic import.
  for (let i = 0; i < 50 && !container.querySelector(".is-initialized"); i++) {
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
  return container;
}

describe("Carousel in the browser", () => {
  it("mounts Splide with translated arrows and dots, and keeps the list out of the tab order", async () => {
    const container = await mount(false);
    const section = container.querySelector("section")!;
    expect(section.classList.contains("is-initialized")).toBe(true);
    expect(section.getAttribute("aria-label")).toBe("Produkte");
    expect(section.getAttribute("aria-roledescription")).toBe("Karussell");
    const arrows = [...container.querySelectorAll(".carousel__arrows button")].map((b) => b.getAttribute("aria-label"));
    expect(arrows).toEqual(["Vorherige Folie", "Nächste Folie"]);
    const dots = [...container.querySelectorAll(".carousel__pagination button")].map((b) => b.getAttribute("aria-label"));
    expect(dots).toEqual(["Zu Folie 1", "Zu Folie 2", "Zu Folie 3"]);
    expect(container.querySelector("div.splide__slide")?.getAttribute("aria-label")).toBe("1 von 3");
    expect(container.querySelector("div.carousel__list")?.hasAttribute("tabindex")).toBe(false);
    expect(container.querySelector(".carousel__toggle")).toBeNull();
  });

  it("stays a plain scroll row while it is far from the viewport (Splide is not loaded for it)", async () => {
    restoreObserver();
    restoreObserver = stubIntersectionObserver(false);
    const container = await mount(false);
    expect(container.querySelector("section")!.classList.contains("is-initialized")).toBe(false);
    expect(container.querySelector("div.carousel__list")?.getAttribute("tabindex")).toBe("0");
  });

  it("shows the pause button and progress bar with autoplay, and cleans up on unmount", async () => {
    const container = await mount(true);
    const toggle = container.querySelector<HTMLButtonElement>(".carousel__toggle")!;
    expect(toggle.getAttribute("aria-label")).toBe("Automatische Wiedergabe pausieren");
    expect(container.querySelector(".carousel__progress-bar")).not.toBeNull();
    await act(async () => toggle.click());
    expect(toggle.getAttribute("aria-label")).toBe("Automatische Wiedergabe starten");
    act(() => root!.unmount());
    root = undefined;
    expect(container.innerHTML).toBe("");
  });
});
