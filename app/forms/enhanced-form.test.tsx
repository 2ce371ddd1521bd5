// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { resources } from "~/i18n/resources";
import type { FieldDefinition } from "./form-definition";
import type { FormEvent } from "./form-events";
import { PublicForm } from "./public-form";
import type { PublicFormJson, PublicFormView } from "./public-form-types";

// The form in a browser (happy-dom): the plain form is replaced by the enhanced one, which
// validates with conform on submit, shows conditional fields live, filters select options, and
// sends the submission as JSON with the tag-manager events.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const field = (over: Partial<FieldDefinition> & Pick<FieldDefinition, "id" | "fieldType">): FieldDefinition => ({
  name: "",
  label: "",
  placeholder: "",
  isPlaceholderVisible: false,
  helpBlockText: "",
  isHelpBlockVisible: false,
  isRequired: false,
  isUnique: false,
  isConditional: false,
  conditionalName: "",
  conditionalValue: "",
  ...over,
});

const VIEW: PublicFormView = {
  id: 5,
  title: "Contact sales",
  trackingName: "contact-sales",
  newsletter: true,
  fields: [
    field({
      id: "type",
      fieldType: "SelectList",
      name: "type_of_inquiry",
      label: "Type",
      isRequired: true,
      options: [
        { optionLabel: "Sales", optionValue: "sales" },
        { optionLabel: "Technical support", optionValue: "support" },
        { optionLabel: "Samples", optionValue: "samples" },
      ],
    }),
    field({ id: "serial", fieldType: "TextInput", name: "serial", label: "Serial", isRequired: true, isConditional: true, conditionalName: "type_of_inquiry", conditionalValue: "support" }),
    field({ id: "email", fieldType: "TextInput", name: "email", label: "E-mail", isRequired: true }),
    field({ id: "volume", fieldType: "Slider", name: "volume", label: "Volume", minValue: 1, maxValue: 100 }),
  ],
  additionalButtons: [],
};

const en = resources.en.modules.customForms;
let container: HTMLElement;
let root: Root;
let router: ReturnType<typeof createMemoryRouter>;
const layer = () => ((window as unknown as { dataLayer?: FormEvent[] }).dataLayer ?? []).map(({ event, response, topic }) => ({ event, response, topic }));

async function flush(times = 5) {
  for (let i = 0; i < times; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
}

async function mount(): Promise<HTMLFormElement> {
  container = document.createElement("div");
  document.body.append(container);
  router = createMemoryRouter(
    [
      {
        path: "/contact",
        element: (
          <I18nextProvider i18n={createI18n("en", resources.en)}>
            <PublicForm moduleId="m1" view={VIEW} question={{ a: 1, b: 2, token: "t" }} locale="en" />
          </I18nextProvider>
        ),
      },
      { path: "/forms/thank-you", element: <p>Thanks</p> },
    ],
    { initialEntries: ["/contact"] },
  );
  await act(async () => {
    root = createRoot(container);
    root.render(<RouterProvider router={router} />);
  });
  return container.querySelector("form")!;
}

function setValue(element: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value")!.set!.call(element, value);
  element.dispatchEvent(new Event("input", { bubbles: true }));
  element.dispatchEvent(new Event("change", { bubbles: true }));
}

async function change(element: HTMLInputElement | HTMLSelectElement, value: string) {
  await act(async () => setValue(element, value));
}

async function enhanced(): Promise<HTMLFormElement> {
  for (let i = 0; i < 100 && !container.querySelector("form[data-enhanced]"); i++) await flush(1);
  const form = container.querySelector<HTMLFormElement>("form[data-enhanced]");
  if (!form) throw new Error("the enhanced form did not load");
  return form;
}

async function submit(form: HTMLFormElement) {
  await act(async () => {
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  });
  await flush();
}

beforeEach(() => {
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

describe("the enhanced public form", () => {
  it("replaces the plain form and keeps what was typed before it loaded", async () => {
    const plain = await mount();
    expect(plain.hasAttribute("data-enhanced")).toBe(false);
    await change(plain.querySelector<HTMLInputElement>('input[name="email"]')!, "early@example.com");
    const form = await enhanced();
    expect(form.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe("early@example.com");
    // Without ALTCHA (no secure context here) the arithmetic question stays.
    expect(form.querySelector('input[name="captcha_answer"]')).not.toBeNull();
  });

  it("validates with conform on submit and shows the translated 'required' messages, sending nothing", async () => {
    await mount();
    const form = await enhanced();
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    await submit(form);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(form.querySelector("#form-m1-email-error")?.textContent).toBe(en.errors.required);
    expect(form.querySelector("#form-m1-type-error")?.textContent).toBe(en.errors.required);
    // The hidden conditional field is not required.
    expect(form.querySelector("#form-m1-serial-error")).toBeNull();
    expect(form.querySelector("#form-m1-email")?.getAttribute("aria-invalid")).toBe("true");
  });

  it("shows a conditional field only while its controlling field has an allowed value", async () => {
    await mount();
    const form = await enhanced();
    const wrapper = () => form.querySelector('[data-field="serial"]')!;
    expect(wrapper().hasAttribute("hidden")).toBe(true);
    await change(form.querySelector<HTMLSelectElement>('select[name="type_of_inquiry"]')!, "support");
    expect(wrapper().hasAttribute("hidden")).toBe(false);
    await change(form.querySelector<HTMLSelectElement>('select[name="type_of_inquiry"]')!, "sales");
    expect(wrapper().hasAttribute("hidden")).toBe(true);
  });

  it("filters the select's options by typed text, never submitting the filter", async () => {
    await mount();
    const form = await enhanced();
    const filter = form.querySelector<HTMLInputElement>("#form-m1-type-filter")!;
    expect(filter.name).toBe("");
    await change(filter, "SUP");
    const options = [...form.querySelectorAll<HTMLOptionElement>("#form-m1-type option")].map((o) => o.value);
    expect(options).toEqual(["", "support"]);
  });

  it("keeps the slider's min at or below its max and shows both values", async () => {
    await mount();
    const form = await enhanced();
    const min = form.querySelector<HTMLInputElement>('input[name="volume.min"]')!;
    expect(min.type).toBe("range");
    await change(form.querySelector<HTMLInputElement>('input[name="volume.max"]')!, "40");
    await change(min, "70");
    expect(min.value).toBe("40");
    expect([...form.querySelectorAll("output")].map((o) => o.textContent)).toEqual(["40", "40"]);
  });

  it("sends a valid form as JSON, pushes success and newsletter events with the topic, and goes to the success page", async () => {
    await mount();
    const form = await enhanced();
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify({ status: "success", redirectTo: "/forms/thank-you" } satisfies PublicFormJson)));
    await change(form.querySelector<HTMLSelectElement>('select[name="type_of_inquiry"]')!, "sales");
    await change(form.querySelector<HTMLInputElement>('input[name="email"]')!, "ann@example.com");
    await change(form.querySelector<HTMLInputElement>('input[name="captcha_answer"]')!, "3");
    await submit(form);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0];
    expect(url).toBe("/api/forms/submit");
    const body = init!.body as FormData;
    expect([body.get("_form"), body.get("email"), body.get("volume.min"), body.get("volume.max"), body.get("_page")]).toEqual(["5", "ann@example.com", "1", "100", "/"]);
    expect(layer()).toEqual([
      { event: "form_submit_success", response: "success", topic: "sales" },
      { event: "newsletter_subscribe", response: "success", topic: "sales" },
    ]);
    await flush();
    expect(router.state.location.pathname).toBe("/forms/thank-you");
  });

  it("shows a refusal from the server, keeps the typed values and records an error event", async () => {
    await mount();
    const form = await enhanced();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(JSON.stringify({ status: "refused", reason: "captchaInvalid", errors: {}, values: {} } satisfies PublicFormJson), { status: 400 }),
    );
    await change(form.querySelector<HTMLSelectElement>('select[name="type_of_inquiry"]')!, "samples");
    await change(form.querySelector<HTMLInputElement>('input[name="email"]')!, "ann@example.com");
    await submit(form);
    expect(form.querySelector('[role="alert"]')?.textContent).toContain(en.errors.captchaInvalid);
    expect(form.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe("ann@example.com");
    expect(layer()).toEqual([{ event: "form_submit_error", response: "captchaInvalid", topic: "samples" }]);
    expect(router.state.location.pathname).toBe("/contact");
  });

  it("shows the server's per-field errors until the field is edited", async () => {
    await mount();
    const form = await enhanced();
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(JSON.stringify({ status: "invalid", reason: null, errors: { email: "notUnique" }, values: {} } satisfies PublicFormJson), { status: 400 }),
    );
    await change(form.querySelector<HTMLSelectElement>('select[name="type_of_inquiry"]')!, "sales");
    await change(form.querySelector<HTMLInputElement>('input[name="email"]')!, "taken@example.com");
    await submit(form);
    expect(form.querySelector("#form-m1-email-error")?.textContent).toBe(en.errors.notUnique);
    expect(form.querySelector('[role="alert"] a')?.getAttribute("href")).toBe("#form-m1-email");
    expect(layer()).toEqual([{ event: "form_submit_error", response: "invalid", topic: "sales" }]);
    await change(form.querySelector<HTMLInputElement>('input[name="email"]')!, "new@example.com");
    expect(form.querySelector("#form-m1-email-error")).toBeNull();
    expect(form.querySelector('[role="alert"]')).toBeNull();
  });

  it("records an error event and says so when the request fails", async () => {
    await mount();
    const form = await enhanced();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    await change(form.querySelector<HTMLSelectElement>('select[name="type_of_inquiry"]')!, "sales");
    await change(form.querySelector<HTMLInputElement>('input[name="email"]')!, "ann@example.com");
    await submit(form);
    expect(form.querySelector('[role="alert"]')?.textContent).toContain(en.errors.failed);
    expect(layer()).toEqual([{ event: "form_submit_error", response: "failed", topic: "sales" }]);
  });
});
