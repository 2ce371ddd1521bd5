// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { resources } from "~/i18n/resources";
import { ContactLocations } from "../contact-locations/contact-locations";
import { OfficeMap } from "../office-map/office-map";
import { EINDHOVEN, STAEFA, TOKYO } from "./office-locations.fixtures";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = "";
});

function mount(node: React.ReactNode) {
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<I18nextProvider i18n={createI18n("en", resources.en)}>{node}</I18nextProvider>));
  return container;
}

const rows = { locations: [STAEFA, EINDHOVEN, TOKYO] };
const active = (container: HTMLElement) => [...container.querySelectorAll(".is-active")].map((el) => el.id || el.textContent);

describe("pins and entries in the browser", () => {
  it("a focused or hovered pin highlights its office's entry, and leaving clears it", () => {
    const container = mount(<OfficeMap id="m1" data={{ selectedLocations: [1, 2, 3], area: "world" }} locale="en" index={1} rows={rows} />);
    const pin = container.querySelector<HTMLAnchorElement>('a[href="#module-m1-location-2"]')!;
    act(() => pin.focus());
    expect(active(container)).toEqual(["Eindhoven", "module-m1-location-2"]);
    act(() => pin.blur());
    expect(active(container)).toEqual([]);
    act(() => {
      pin.dispatchEvent(new MouseEvent("mouseover", { bubbles: true, relatedTarget: document.body }));
    });
    expect(active(container)).toEqual(["Eindhoven", "module-m1-location-2"]);
  });

  it("focusing a link in an entry highlights the office's pin", () => {
    const container = mount(<ContactLocations id="m2" data={{ selectedLocations: [1, 2, 3], showMap: true }} locale="en" index={1} rows={rows} />);
    const mail = container.querySelector<HTMLAnchorElement>('a[href="mailto:info@vireo-sensors.example"]')!;
    act(() => mail.focus());
    expect(active(container)).toEqual(["Stäfa", "module-m2-location-1"]);
  });
});
