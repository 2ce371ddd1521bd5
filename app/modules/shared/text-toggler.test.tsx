// @vitest-environment happy-dom
import { act } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { resources } from "~/i18n/resources";
import { mount } from "../../../tests/support/mount";
import { COLLAPSED_HEIGHT_PX, TextToggler } from "./text-toggler";

/** happy-dom does no layout: the content's height is what the test says it is. */
function contentHeight(px: number) {
  vi.spyOn(Element.prototype, "scrollHeight", "get").mockReturnValue(px);
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

const text = (
  <p>
    Long text with a <a href="/products">link</a>.
  </p>
);

describe("TextToggler", () => {
  it("shows the whole text and no button in the server HTML (the page without JavaScript)", () => {
    const html = renderToString(
      <I18nextProvider i18n={createI18n("en", resources.en)}>
        <TextToggler>{text}</TextToggler>
      </I18nextProvider>,
    );
    expect(html).toContain("Long text with a");
    expect(html).not.toContain("<button");
    expect(html).not.toContain("text-toggler__content--collapsed");
    expect(html).not.toContain("max-height");
  });

  it("collapses content taller than 100 px behind Show more, wired with aria-expanded and aria-controls", () => {
    contentHeight(240);
    const { container } = mount(<TextToggler>{text}</TextToggler>);
    const content = container.querySelector(".text-toggler__content") as HTMLElement;
    const button = container.querySelector("button")!;
    expect(COLLAPSED_HEIGHT_PX).toBe(100);
    expect(content.classList.contains("text-toggler__content--collapsed")).toBe(true);
    expect(content.style.maxHeight).toBe("100px");
    expect(button.textContent).toBe("Show more");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.getAttribute("aria-controls")).toBe(content.id);
    expect(content.id).not.toBe("");

    act(() => button.click());
    expect(button.textContent).toBe("Show less");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(content.classList.contains("text-toggler__content--collapsed")).toBe(false);
    expect(content.style.maxHeight).toBe("");

    act(() => button.click());
    expect(button.textContent).toBe("Show more");
    expect(content.style.maxHeight).toBe("100px");
  });

  it("leaves content of 100 px or less alone: no button, nothing cut", () => {
    contentHeight(COLLAPSED_HEIGHT_PX);
    const { container } = mount(<TextToggler>{text}</TextToggler>);
    expect(container.querySelector("button")).toBeNull();
    expect(container.querySelector(".text-toggler__content--collapsed")).toBeNull();
  });

  it("opens when keyboard focus moves into the hidden part", () => {
    contentHeight(500);
    const { container } = mount(<TextToggler>{text}</TextToggler>);
    act(() => container.querySelector("a")!.focus());
    expect(container.querySelector("button")!.getAttribute("aria-expanded")).toBe("true");
  });

  it("labels the button in the visitor's locale", () => {
    contentHeight(300);
    const { container } = mount(<TextToggler>{text}</TextToggler>, { locale: "kr" });
    const button = container.querySelector("button")!;
    expect(button.textContent).toBe("더 보기");
    act(() => button.click());
    expect(button.textContent).toBe("접기");
  });
});
