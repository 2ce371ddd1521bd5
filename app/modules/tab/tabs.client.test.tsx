// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mount } from "../../../tests/support/mount";
import { Tabs } from "../shared/tabs";

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  window.location.hash = "";
});

const items = ["Measure", "Integrate", "Scale"].map((title) => ({ title, content: <p>{title} text</p> }));

function render(locale: "en" | "de" = "en") {
  const mounted = mount(<Tabs id="m1" label="Sensor tabs" items={items} />, { locale });
  unmount = mounted.unmount;
  const { container } = mounted;
  const tabs = () => [...container.querySelectorAll<HTMLButtonElement>("[role=tab]")];
  const panels = () => [...container.querySelectorAll<HTMLElement>("[role=tabpanel]")];
  const press = (key: string) =>
    act(() => {
      (document.activeElement ?? tabs()[0]).dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
    });
  return { container, tabs, panels, press };
}

describe("Tabs after hydration", () => {
  it("is a labelled tablist whose tabs control their panels, the first one selected", () => {
    const { container, tabs, panels } = render();
    expect(container.querySelector("[role=tablist]")?.getAttribute("aria-label")).toBe("Sensor tabs");
    expect(tabs().map((t) => t.textContent)).toEqual(["Measure", "Integrate", "Scale"]);
    expect(tabs().map((t) => t.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs()[1].getAttribute("aria-controls")).toBe("m1-panel-1");
    expect(panels()[1].getAttribute("aria-labelledby")).toBe("m1-tab-1");
    expect(panels().map((p) => p.hidden)).toEqual([false, true, true]);
    // The panel headings of the no-JavaScript view give way to the tabs.
    expect(container.querySelector("h3")).toBeNull();
  });

  it("moves focus and selection with Right, Left, Home and End (roving tabindex)", () => {
    const { tabs, panels, press } = render();
    act(() => tabs()[0].focus());
    press("ArrowRight");
    expect(document.activeElement).toBe(tabs()[1]);
    expect(tabs().map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    expect(panels().map((p) => p.hidden)).toEqual([true, false, true]);
    press("End");
    expect(document.activeElement).toBe(tabs()[2]);
    press("ArrowRight");
    expect(document.activeElement).toBe(tabs()[0]);
    press("ArrowLeft");
    expect(document.activeElement).toBe(tabs()[2]);
    press("Home");
    expect(document.activeElement).toBe(tabs()[0]);
    expect(tabs()[0].getAttribute("aria-selected")).toBe("true");
  });

  it("selects a tab by click", () => {
    const { tabs, panels } = render();
    act(() => tabs()[2].click());
    expect(tabs()[2].getAttribute("aria-selected")).toBe("true");
    expect(panels()[2].hidden).toBe(false);
    expect(panels()[0].hidden).toBe(true);
  });

  it("opens the tab a link's #anchor names", () => {
    window.location.hash = "#m1-panel-2";
    const { tabs } = render();
    expect(tabs()[2].getAttribute("aria-selected")).toBe("true");
  });

  it("shows translated scroll buttons only when the strip overflows, and scrolls by the visible width minus 32 px", () => {
    const { container } = render("de");
    const strip = container.querySelector<HTMLElement>(".tabs__strip")!;
    const [before, after] = [...container.querySelectorAll<HTMLButtonElement>(".tabs__scroll")];
    expect(before.hidden).toBe(true);
    expect(after.hidden).toBe(true);

    Object.defineProperty(strip, "clientWidth", { configurable: true, value: 300 });
    Object.defineProperty(strip, "scrollWidth", { configurable: true, value: 900 });
    const scrollBy = vi.fn();
    strip.scrollBy = scrollBy as typeof strip.scrollBy;
    act(() => {
      strip.dispatchEvent(new Event("scroll"));
    });
    expect(after.hidden).toBe(false);
    expect(after.disabled).toBe(false);
    expect(before.disabled).toBe(true);
    expect(after.getAttribute("aria-label")).toBe("Weitere Tabs anzeigen");
    act(() => after.click());
    expect(scrollBy).toHaveBeenCalledWith({ left: 268, behavior: "smooth" });
  });
});
