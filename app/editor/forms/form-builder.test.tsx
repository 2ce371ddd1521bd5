// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { resources } from "~/i18n/resources";
import type { BuilderForm } from "./builder-types";
import FormBuilder from "./form-builder";

// The builder as an editor uses it with the keyboard: Add buttons, the element buttons, the
// Properties and Settings tabs, the SPEC §5.2 messages, and a save that fails, is shown with a
// Retry button, and then succeeds and returns the id to the page that opened the builder.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const en = resources.en.editor;
let container: HTMLElement;
let root: Root | undefined;
let router: ReturnType<typeof createMemoryRouter>;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  vi.restoreAllMocks();
});

async function flush(times = 3) {
  for (let i = 0; i < times; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
}

async function mount(props: { form?: BuilderForm; returnTo: string }, locale: "en" | "de" = "en") {
  container = document.createElement("div");
  document.body.append(container);
  router = createMemoryRouter(
    [
      {
        path: "/editor/forms/:id",
        element: (
          <I18nextProvider i18n={createI18n(locale, resources[locale])}>
            <FormBuilder {...props} />
          </I18nextProvider>
        ),
      },
      { path: "/about", element: <p>Module editor</p> },
    ],
    { initialEntries: ["/editor/forms/new"] },
  );
  await act(async () => {
    root = createRoot(container);
    root.render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  });
}

const buttons = () => [...container.querySelectorAll("button")];
const button = (name: string | RegExp) => {
  const found = buttons().find((b) => (typeof name === "string" ? b.textContent?.trim() === name : name.test(b.textContent ?? "")));
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const click = (element: HTMLElement) => act(async () => element.click());
const byId = <T extends HTMLElement>(id: string) => container.querySelector<T>(`#${id}`)!;
const elements = () => [...container.querySelectorAll<HTMLLIElement>(".form-builder__elements > li")];
const elementNames = () => elements().map((li) => li.querySelector(".form-builder__element-meta")?.textContent);

async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("the form builder", () => {
  it("adds, reorders, duplicates and removes elements with buttons", async () => {
    await mount({ returnTo: "" });
    expect(container.textContent).toContain(en.formBuilder.canvasEmpty);
    const save = button(en.formBuilder.save);
    expect(save.disabled).toBe(true);
    await click(button(/^Add\s*Text input$/));
    await click(button(/^Add\s*Slider$/));
    expect(elementNames()).toEqual(["Text input · text_input", "Slider · slider"]);
    expect(save.disabled).toBe(false);
    expect(container.querySelector("[aria-live]")?.textContent).toBe("Slider added to the form.");

    await click(button(/^↑Move up: Slider/));
    expect(elementNames()).toEqual(["Slider · slider", "Text input · text_input"]);
    await click(button(/^Duplicate: Text input/));
    expect(elementNames()).toEqual(["Slider · slider", "Text input · text_input", "Text input · text_input_copy"]);
    // The focus went to the copy.
    expect(document.activeElement?.closest("li")).toBe(elements()[2]);
    await click(button(/^Remove: Slider/));
    expect(elementNames()).toEqual(["Text input · text_input", "Text input · text_input_copy"]);
    const up = elements()[0].querySelector<HTMLButtonElement>('[data-control="up"]')!;
    expect(up.disabled).toBe(true);
  });

  it("opens Properties on click, marks duplicate names and slider ranges invalid with the SPEC messages", async () => {
    await mount({ returnTo: "" });
    const properties = buttons().find((b) => b.getAttribute("role") === "tab" && b.textContent === en.formBuilder.tabs.properties)!;
    expect(properties.disabled).toBe(true);
    await click(button(/^Add\s*Text input$/));
    await click(button(/^Add\s*Text input$/));
    await click(button(/^Add\s*Slider$/));
    await click(elements()[1].querySelector<HTMLButtonElement>('[data-control="select"]')!);
    expect(properties.disabled).toBe(false);
    expect(properties.getAttribute("aria-selected")).toBe("true");
    const name = byId<HTMLInputElement>("form-builder-prop-name");
    expect(name.value).toBe("text_input_2");
    await type(name, "text_input");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(container.querySelector("#form-builder-prop-name-error")?.textContent).toBe("Fields names must be unique");
    // Both duplicates are marked in the form.
    const invalid = elements().filter((li) => li.querySelector('[aria-invalid="true"]'));
    expect(invalid).toHaveLength(2);
    expect(invalid.map((li) => li.querySelector(".field__error")?.textContent)).toEqual(["Fields names must be unique", "Fields names must be unique"]);

    await click(elements()[2].querySelector<HTMLButtonElement>('[data-control="select"]')!);
    expect(byId<HTMLInputElement>("form-builder-prop-minValue").value).toBe("1");
    expect(byId<HTMLInputElement>("form-builder-prop-maxValue").value).toBe("1000");
    await type(byId("form-builder-prop-minValue"), "2000");
    expect(container.querySelector("#form-builder-prop-minValue-error")?.textContent).toBe("Min value is required and must be less than Max value");
    expect(container.querySelector("#form-builder-prop-maxValue-error")?.textContent).toBe("Max value is required and must be greater than Min value");
    await type(byId("form-builder-prop-minValue"), "");
    expect(container.querySelector("#form-builder-prop-minValue-error")?.textContent).toBe("Min value is required and must be less than Max value");
    expect(container.querySelector("#form-builder-prop-maxValue-error")).toBeNull();
  });

  it("shows every property of its type: options with defaults, conditions over the other fields", async () => {
    await mount({ returnTo: "" });
    await click(button(/^Add\s*Select list$/));
    await click(button(/^Add\s*Radio button$/));
    await click(elements()[1].querySelector<HTMLButtonElement>('[data-control="select"]')!);
    expect(byId<HTMLInputElement>("form-builder-option-0-label").value).toBe("Option 1");
    expect(byId<HTMLInputElement>("form-builder-option-1-label").value).toBe("Option 2");
    await click(button(en.formBuilder.props.addOption));
    expect(byId<HTMLInputElement>("form-builder-option-2-value").value).toBe("Option 3");
    // A value that followed its label keeps following it.
    await type(byId("form-builder-option-0-label"), "Yes");
    expect(byId<HTMLInputElement>("form-builder-option-0-value").value).toBe("Yes");
    await click(button(/^Remove option 3/));
    expect(container.querySelector("#form-builder-option-2-label")).toBeNull();

    await click(elements()[0].querySelector<HTMLButtonElement>('[data-control="select"]')!);
    for (const id of ["label", "name", "placeholder", "isPlaceholderVisible", "helpBlockText", "isHelpBlockVisible", "isRequired", "isUnique", "isConditional"]) {
      expect(container.querySelector(`#form-builder-prop-${id}`), id).not.toBeNull();
    }
    await click(byId("form-builder-prop-isConditional"));
    const controlling = byId<HTMLSelectElement>("form-builder-prop-conditionalName");
    expect([...controlling.options].map((o) => o.value)).toEqual(["", "radio_button"]);
    expect(byId("form-builder-prop-conditionalValue")).not.toBeNull();
  });

  it("logs a failed save and shows it with Retry, keeps the work, then returns the id to the picker", async () => {
    await mount({ returnTo: "/about?show_modal=true&module_type=CUSTOM_FORMS" });
    await click(button(/^Add\s*Text input$/));
    await click(button(en.formBuilder.save));
    // The form name is required: the summary says so and nothing is sent.
    const summary = container.querySelector(".form-builder__summary")!;
    expect(summary.textContent).toContain(`${en.formBuilder.settings.title}: This field is required`);
    await click(button(`${en.formBuilder.settings.title}: This field is required`));
    await type(byId("form-builder-setting-title"), "Contact");

    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ error: "boom" }), { status: 500 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ id: 42 }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await click(button(en.formBuilder.save));
    await flush();
    expect(error).toHaveBeenCalledWith(expect.stringContaining("createForm failed"), "boom");
    const alert = container.querySelector(".form-builder__failure")!;
    expect(alert.getAttribute("role")).toBe("alert");
    expect(alert.textContent).toContain(en.formBuilder.reasons.server);
    expect(byId<HTMLInputElement>("form-builder-setting-title").value).toBe("Contact");
    expect(elementNames()).toEqual(["Text input · text_input"]);

    await click(button(en.formBuilder.retry));
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const sent = JSON.parse(String((fetchMock.mock.calls[1][1] as RequestInit & { body: FormData }).body.get("payload")));
    expect(sent).toMatchObject({ title: "Contact", content: [{ fieldType: "TextInput", name: "text_input" }] });
    expect(fetchMock.mock.calls[1][0]).toBe("/api/editor/createForm");
    expect(router.state.location.pathname + router.state.location.search).toBe("/about?show_modal=true&module_type=CUSTOM_FORMS&form_id=42");
    vi.unstubAllGlobals();
  });

  it("refuses to send an action URL that is not http(s)", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    await mount({ returnTo: "" });
    await click(button(/^Add\s*Text input$/));
    await click(buttons().find((b) => b.getAttribute("role") === "tab" && b.textContent === en.formBuilder.tabs.settings)!);
    await type(byId("form-builder-setting-title"), "Contact");
    await type(byId("form-builder-setting-actionUrl"), "javascript:alert(1)");
    await click(button(en.formBuilder.save));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(byId("form-builder-setting-actionUrl").getAttribute("aria-invalid")).toBe("true");
    expect(container.querySelector(".form-builder__summary")?.textContent).toContain(en.formBuilder.errors.actionUrl);
    vi.unstubAllGlobals();
  });

  it("shows the server's refusal of a private forwarding address under the field, until the address changes", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const refusal = { error: "The form has errors", errors: { fields: {}, buttons: {}, actionUrl: "privateAddress" } };
    const fetchMock = vi.fn().mockResolvedValueOnce(new Response(JSON.stringify(refusal), { status: 400 }));
    vi.stubGlobal("fetch", fetchMock);
    await mount({ returnTo: "" });
    await click(button(/^Add\s*Text input$/));
    await click(buttons().find((b) => b.getAttribute("role") === "tab" && b.textContent === en.formBuilder.tabs.settings)!);
    await type(byId("form-builder-setting-title"), "Contact");
    await type(byId("form-builder-setting-actionUrl"), "http://169.254.169.254/latest");
    await click(button(en.formBuilder.save));
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const field = byId<HTMLInputElement>("form-builder-setting-actionUrl");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(byId("form-builder-setting-actionUrl-error").textContent).toBe(en.formBuilder.errors.actionUrlPrivate);
    expect(container.querySelector(".form-builder__summary")?.textContent).toContain(en.formBuilder.errors.actionUrlPrivate);
    expect(container.querySelector(".form-builder__failure")).toBeNull();
    await type(field, "https://crm.example.com/forms");
    expect(byId("form-builder-setting-actionUrl").getAttribute("aria-invalid")).toBeNull();
    vi.unstubAllGlobals();
  });

  it("updates a stored form by its id", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ id: 7 }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await mount({
      returnTo: "",
      form: { id: 7, title: "Stored", fields: [], destination: "", actionUrl: "", successUrl: "", additionalButtons: [] },
    });
    await click(button(/^Add\s*Hidden$/));
    await click(button(en.formBuilder.save));
    await flush();
    expect(fetchMock.mock.calls[0][0]).toBe("/api/editor/updateForm");
    expect(container.querySelector('[role="status"]')?.textContent).toBe(en.formBuilder.saved);
    vi.unstubAllGlobals();
  });
});
