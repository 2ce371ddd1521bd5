// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { mount } from "../../../tests/support/mount";
import { FieldErrors } from "./field-errors";

// Issue 18 item 6: an error that appeared on blur pushed the dialog's button 28 px down, and the
// click on it was lost. The error's line is kept while there is none.

describe("a field's error line", () => {
  it("keeps an empty, hidden line in its place while there is no error", () => {
    const view = mount(<FieldErrors id="title-error" errors={undefined} />);
    const space = view.container.querySelector(".field__error-space");
    expect(space).not.toBeNull();
    expect(space?.getAttribute("aria-hidden")).toBe("true");
    expect(space?.textContent).toBe("");
    expect(view.container.querySelector(".field__error")).toBeNull();
    view.unmount();
  });

  it("shows the errors, translated, in that place", () => {
    const view = mount(<FieldErrors id="title-error" errors={["This field is required"]} />, { locale: "de" });
    const error = view.container.querySelector("#title-error");
    expect(error?.className).toBe("field__error");
    expect(error?.textContent).not.toBe("");
    expect(error?.textContent).not.toBe("This field is required");
    expect(view.container.querySelector(".field__error-space")).toBeNull();
    view.unmount();
  });
});
