// @vitest-environment happy-dom
import { FormProvider, useForm } from "@conform-to/react";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EditorField } from "~/modules/editor-types";
import { resources } from "~/i18n/resources";
import { mount } from "../../../tests/support/mount";
import { FormPicker, type FormPickerRow } from "./form-picker";
import { ReferenceField } from "./reference-field";

// The custom-form picker (SPEC §2.7) and the module editor's "form" reference field.

const en = resources.en.editor;
const rows: FormPickerRow[] = [
  { id: 4, title: "Contact sales", fieldCount: 5, submissions: 12, updatedAt: "2026-01-01T00:00:00.000Z" },
  { id: 9, title: "Newsletter", fieldCount: 1, submissions: 0, updatedAt: "2026-01-01T00:00:00.000Z" },
];
let view: ReturnType<typeof mount> | undefined;
let fetchMock: ReturnType<typeof vi.fn>;

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));
async function settle(ms = 20) {
  await act(async () => new Promise((resolve) => setTimeout(resolve, ms)));
}
const buttonNamed = (name: RegExp) => [...view!.container.querySelectorAll("button")].find((b) => name.test(b.textContent ?? ""))!;

beforeEach(() => {
  window.history.replaceState(null, "", "/about?draft=true&show_modal=true&module_type=CUSTOM_FORMS");
  fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url.startsWith("/api/editor/fetchForms")) return json({ results: rows, count: 23 });
    if (url.startsWith("/api/editor/findForm")) return json({ item: url.endsWith("id=4") ? { id: 4, title: "Contact sales" } : null });
    if (url === "/api/editor/deleteForm") {
      const id = (init?.body as FormData).get("id");
      return id === "4" ? json({ error: "in use", pages: ["Contact us", "Home"] }, 409) : json({ deleted: true });
    }
    return json({}, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

describe("FormPicker", () => {
  it("lists forms with search and paging, and links Add and Edit back to the module editor", async () => {
    const onPick = vi.fn();
    view = mount(<FormPicker onPick={onPick} chosenId={9} />);
    await settle();
    expect(fetchMock).toHaveBeenCalledWith("/api/editor/fetchForms?page=1&search=", expect.anything());
    const returnTo = encodeURIComponent("/about?draft=true&show_modal=true&module_type=CUSTOM_FORMS");
    const links = [...view.container.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toContainEqual([en.formPicker.add, `/editor/forms/new?returnTo=${returnTo}`]);
    expect(links).toContainEqual([`${en.formPicker.edit} Contact sales`, `/editor/forms/4?returnTo=${returnTo}`]);
    expect(links).toContainEqual([`${en.formPicker.submissions} Contact sales`, "/editor/forms/4/submissions"]);
    expect(view.container.textContent).toContain("Page 1 of 3");
    expect(buttonNamed(/^Newsletter/).getAttribute("aria-pressed")).toBe("true");

    await act(async () => buttonNamed(/^Contact sales/).click());
    expect(onPick).toHaveBeenCalledWith(rows[0]);
    await act(async () => buttonNamed(new RegExp(`^${en.picker.next}$`)).click());
    await settle();
    expect(fetchMock).toHaveBeenLastCalledWith("/api/editor/fetchForms?page=2&search=", expect.anything());
  });

  it("asks before deleting, and says which published pages keep a form from being deleted", async () => {
    const onDeleted = vi.fn();
    view = mount(<FormPicker onPick={() => undefined} onDeleted={onDeleted} />);
    await settle();
    await act(async () => buttonNamed(/^Delete Contact sales/).click());
    expect(view.container.textContent).toContain(en.confirm.title);
    expect(fetchMock).not.toHaveBeenCalledWith("/api/editor/deleteForm", expect.anything());
    await act(async () => buttonNamed(new RegExp(`^${en.formPicker.confirmDelete}$`)).click());
    await settle();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
      "This form cannot be deleted while published pages use it: Contact us, Home",
    );
    expect(onDeleted).not.toHaveBeenCalled();

    await act(async () => buttonNamed(/^Delete Newsletter/).click());
    await act(async () => buttonNamed(new RegExp(`^${en.formPicker.confirmDelete}$`)).click());
    await settle();
    expect(onDeleted).toHaveBeenCalledWith(9);
  });
});

function FormField({ defaultValue }: { defaultValue: Record<string, unknown> }) {
  const [form] = useForm<Record<string, unknown>>({ id: "module", defaultValue: defaultValue as never });
  const field: EditorField = { name: "formId", label: "Form", kind: "form", required: true };
  return (
    <FormProvider context={form.context}>
      <ReferenceField field={field} name="data.formId" />
    </FormProvider>
  );
}

describe("the form reference field", () => {
  it("shows a stored form id, and takes the id the builder sends back after it is found", async () => {
    view = mount(<FormField defaultValue={{ data: { formId: 9 } }} />);
    const input = () => view!.container.querySelector<HTMLInputElement>('input[name="data.formId.id"]')!;
    expect(input().value).toBe("9");
    view.unmount();

    window.history.replaceState(null, "", "/about?show_modal=true&module_type=CUSTOM_FORMS&form_id=4");
    view = mount(<FormField defaultValue={{}} />);
    await settle(1100);
    expect(fetchMock).toHaveBeenCalledWith("/api/editor/findForm?id=4", expect.anything());
    expect(input().value).toBe("4");
    expect(view.container.textContent).toContain("Contact sales");
  }, 10_000);

  it("clears an unknown id with 'Form not found'", async () => {
    window.history.replaceState(null, "", "/about?form_id=77");
    view = mount(<FormField defaultValue={{}} />);
    await settle(1100);
    expect(view.container.querySelector(".field__error")?.textContent).toBe("Form not found");
    expect(view.container.querySelector<HTMLInputElement>('input[name="data.formId.id"]')!.value).toBe("");
  }, 10_000);
});
