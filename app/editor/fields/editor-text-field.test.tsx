// @vitest-environment happy-dom
import type { FieldMetadata } from "@conform-to/react";
import { describe, expect, it } from "vitest";
import { mount } from "../../../tests/support/mount";
import { EditorTextField } from "./editor-text-field";

const fieldOf = (errors?: string[]) => ({ id: "f-source", name: "source", errorId: "f-source-error", errors, initialValue: "/alt" }) as unknown as FieldMetadata<string>;

describe("an editor screen's text field", () => {
  it("shows its own hint under the input and describes the input by it, then by its error", () => {
    const view = mount(<EditorTextField field={fieldOf(["This field is required"])} label="From" hint="A path" maxLength={20} required verbatim />);
    const input = view.container.querySelector("input")!;
    expect(view.container.querySelector("label")?.getAttribute("for")).toBe("f-source");
    expect(input.value).toBe("/alt");
    expect(input.required).toBe(true);
    expect(input.getAttribute("autocapitalize")).toBe("none");
    expect(input.getAttribute("spellcheck")).toBe("false");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("f-source-hint f-source-error");
    expect(view.container.querySelector("#f-source-hint")?.textContent).toBe("A path");
    expect(view.container.querySelector("#f-source-error")).not.toBeNull();
    view.unmount();
  });

  it("points at a hint shown elsewhere, and has no description without hint or error", () => {
    const shared = mount(<EditorTextField field={fieldOf()} label="Alt text" hintId="alt-hint" lang="de" maxLength={20} />);
    const input = shared.container.querySelector("input")!;
    expect(input.getAttribute("aria-describedby")).toBe("alt-hint");
    expect(input.getAttribute("lang")).toBe("de");
    expect(input.hasAttribute("aria-invalid") || input.hasAttribute("required") || input.hasAttribute("spellcheck")).toBe(false);
    expect(shared.container.querySelector(".field__hint")).toBeNull();
    shared.unmount();
    const plain = mount(<EditorTextField field={fieldOf()} label="Title" maxLength={20} />);
    expect(plain.container.querySelector("input")?.hasAttribute("aria-describedby")).toBe(false);
    plain.unmount();
  });
});
