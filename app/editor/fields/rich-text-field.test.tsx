// @vitest-environment happy-dom
import { FormProvider, useForm } from "@conform-to/react";
import type { Editor } from "@tiptap/react";
import { act, Component, useLayoutEffect, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { resources } from "~/i18n/resources";
import type { EditorField } from "~/modules/editor-types";
import { mount } from "../../../tests/support/mount";
import { RichTextField } from "./rich-text-field";

const en = resources.en.editor.richText;
const body: EditorField = { name: "body", label: "Text", kind: "richText", required: true, maxLength: 20000 };
let view: ReturnType<typeof mount> | undefined;

function Form({ value }: { value: string }) {
  const [form] = useForm<Record<string, unknown>>({ id: "test", defaultValue: { data: { body: value } } as never });
  return (
    <FormProvider context={form.context}>
      <form id={form.id}>
        <RichTextField field={body} name="data.body" />
      </form>
    </FormProvider>
  );
}

afterEach(() => {
  view?.unmount();
  view = undefined;
});

/** Mounts the field and waits for the lazy editor chunk. */
async function mountEditor(value: string) {
  view = mount(<Form value={value} />);
  for (let i = 0; i < 100 && !view.container.querySelector('[role="toolbar"]'); i++) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  const container = view.container;
  const textarea = container.querySelector<HTMLTextAreaElement>('textarea[name="data.body"]')!;
  const editable = container.querySelector<HTMLElement & { editor: Editor }>('[contenteditable="true"]')!;
  const button = (name: string) => container.querySelector<HTMLButtonElement>(`[role="toolbar"] button[aria-label$=" ${name}"]`)!;
  return { container, textarea, editable, button };
}

// First in the file: the editor chunk loads here, as in a browser opening its first rich-text field.
describe("RichTextField on a slow machine", () => {
  it("starts cleanly when more than a millisecond passes between render and effects (TipTap destroys the editor it created in render)", async () => {
    // A browser under load: the render that creates the editor and its effects are separate tasks.
    // TipTap's useEditor destroys an editor whose component has not mounted 1 ms after creating it,
    // and makes a new one; the field's effects must not use the destroyed one.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
    window.addEventListener("error", onError);
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    try {
      root.render(
        <I18nextProvider i18n={createI18n("en", resources.en)}>
          <ErrorBoundary onError={(error) => errors.push(error)}>
            <Form value="<p>Hello slow machine</p>" />
            <SlowCommit />
          </ErrorBoundary>
        </I18nextProvider>,
      );
      for (let i = 0; i < 100 && !container.querySelector('[contenteditable="true"]') && errors.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(errors.map(String)).toEqual([]);
      expect(container.querySelector('[contenteditable="true"]')?.innerHTML).toContain("Hello slow machine");
      expect(container.querySelector<HTMLTextAreaElement>('textarea[name="data.body"]')?.value).toBe("<p>Hello slow machine</p>");
    } finally {
      window.removeEventListener("error", onError);
      root.unmount();
      container.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});


describe("RichTextField without JavaScript", () => {
  it("is a textarea posting data.body, labelled, with the one-line note on allowed markup", () => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={createI18n("de", resources.de)}>
        <Form value="<p>Hallo <strong>Welt</strong></p>" />
      </I18nextProvider>,
    );
    expect(html).toMatch(/<label id="[^"]+-label" for="([^"]+)"[^>]*>Text<span[^>]*> \*<\/span><\/label>/);
    expect(html).toMatch(/<textarea[^>]* name="data.body"/);
    expect(html).toContain("&lt;p&gt;Hallo &lt;strong&gt;Welt&lt;/strong&gt;&lt;/p&gt;</textarea>");
    expect(html).toContain(resources.de.editor.richText.allowedMarkup);
    expect(html).not.toContain('role="toolbar"');
    expect(html).not.toContain("contenteditable");
  });
});

describe("RichTextField with JavaScript", () => {
  it("replaces the textarea with a labelled editable area and keeps the textarea as the posted value", async () => {
    const { container, textarea, editable } = await mountEditor("<p>Hello</p>");
    expect(editable.getAttribute("role")).toBe("textbox");
    expect(editable.getAttribute("aria-multiline")).toBe("true");
    expect(editable.getAttribute("aria-required")).toBe("true");
    const labelId = editable.getAttribute("aria-labelledby")!;
    expect(container.querySelector(`[id="${labelId}"]`)?.textContent).toBe("Text *");
    expect(editable.innerHTML).toContain("Hello");
    expect(textarea.hidden).toBe(true);
    expect(textarea.value).toBe("<p>Hello</p>");
    const note = [...container.querySelectorAll("p")].find((p) => p.textContent === en.allowedMarkup)!;
    expect(note.hidden).toBe(true);
  });

  it("has a toolbar of named, pressed-state buttons that bold a selection and make a heading", async () => {
    const { textarea, editable, button } = await mountEditor("<p>Hello</p>");
    for (const name of [en.bold, en.italic, en.heading2, en.heading3, en.bulletList, en.orderedList, en.link, en.source]) {
      expect(button(name).type, name).toBe("button");
      expect(button(name).getAttribute("aria-pressed"), name).toBe("false");
    }
    act(() => void editable.editor.commands.selectAll());
    act(() => button(en.bold).click());
    expect(textarea.value).toBe("<p><strong>Hello</strong></p>");
    expect(button(en.bold).getAttribute("aria-pressed")).toBe("true");
    act(() => button(en.heading2).click());
    expect(textarea.value).toBe("<h2><strong>Hello</strong></h2>");
    expect(button(en.heading2).getAttribute("aria-pressed")).toBe("true");
  });

  it("is one tab stop, with arrow keys, Home and End moving between the buttons", async () => {
    const { container, button } = await mountEditor("");
    const toolbar = container.querySelector<HTMLElement>('[role="toolbar"]')!;
    const tabbable = () => [...toolbar.querySelectorAll("button")].filter((b) => b.tabIndex === 0).map((b) => b.getAttribute("title"));
    expect(toolbar.getAttribute("aria-label")).toBe(en.toolbar);
    expect(tabbable()).toEqual([en.bold]);
    const key = (key: string) => act(() => void document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true })));
    button(en.bold).focus();
    key("ArrowRight");
    expect(document.activeElement).toBe(button(en.italic));
    expect(tabbable()).toEqual([en.italic]);
    key("End");
    expect(document.activeElement).toBe(button(en.source));
    key("ArrowRight");
    expect(document.activeElement).toBe(button(en.bold));
    key("ArrowLeft");
    expect(document.activeElement).toBe(button(en.source));
  });

  it("links only to paths, anchors, http(s), mailto: and tel: addresses", async () => {
    const { container, textarea, editable, button } = await mountEditor("<p>Catalog</p>");
    act(() => void editable.editor.commands.selectAll());
    act(() => button(en.link).click());
    const address = [...container.querySelectorAll("label")].find((l) => l.textContent === en.linkAddress)!;
    const input = container.querySelector<HTMLInputElement>(`[id="${address.htmlFor}"]`)!;
    const type = (value: string) =>
      act(() => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
        input.dispatchEvent(new Event("input", { bubbles: true }));
      });
    const apply = () => act(() => [...container.querySelectorAll("button")].find((b) => b.textContent === en.linkApply)!.click());
    type("javascript:alert(1)");
    apply();
    expect(container.textContent).toContain(en.linkInvalid);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(textarea.value).toBe("<p>Catalog</p>");
    type("/products/catalog");
    apply();
    expect(textarea.value).toBe('<p><a href="/products/catalog">Catalog</a></p>');
    expect(button(en.link).getAttribute("aria-pressed")).toBe("true");
  });

  it("cleans pasted Word and Google Docs HTML down to allowed markup", async () => {
    // ProseMirror reads a pasted <style> through the legacy `rules` alias, which happy-dom lacks.
    if (!("rules" in CSSStyleSheet.prototype)) {
      Object.defineProperty(CSSStyleSheet.prototype, "rules", { get: function (this: CSSStyleSheet) { return this.cssRules; } });
    }
    const { textarea, editable } = await mountEditor("");
    const word =
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{color:red}</style><script>window.__xss=1</script></head><body>' +
      '<p class="MsoNormal" style="margin:0;font-family:Calibri"><span style="color:red" onclick="alert(1)">Word <b>bold</b></span><o:p></o:p></p>' +
      '<p class="MsoListParagraph"><![if !supportLists]><span>·<span>&nbsp;&nbsp;</span></span><![endif]>Item</p>' +
      '<h1 style="font-size:40px">Big</h1><a href="javascript:alert(1)">bad link</a> <a href="https://example.com" class="MsoHyperlink" style="color:blue">good link</a>' +
      '<b style="font-weight:normal" id="docs-internal-guid-1"><span style="font-weight:700">Docs bold</span> <span style="font-style:italic">docs italic</span></b>' +
      "<img src=x onerror=alert(1)></body></html>";
    act(() => void editable.editor.view.pasteHTML(word));
    expect(textarea.value).toBe(
      "<p>Word <strong>bold</strong></p><p>Item</p><p>Big</p>" +
        '<p>bad link<a href="https://example.com">good link</a><strong>Docs bold</strong><em>docs italic</em></p>',
    );
  });

  it("shows the HTML source on request, and opens tables (which it cannot show) as source", async () => {
    const first = await mountEditor("<p>Hello</p>");
    act(() => first.button(en.source).click());
    expect(first.button(en.source).getAttribute("aria-pressed")).toBe("true");
    expect(first.textarea.hidden).toBe(false);
    expect(first.editable.closest("[hidden]")).not.toBeNull();
    expect(first.button(en.bold).disabled).toBe(true);
    first.textarea.value = "<p>Edited <em>as source</em></p>";
    act(() => first.button(en.source).click());
    expect(first.textarea.hidden).toBe(true);
    expect(first.editable.innerHTML).toContain("<em>as source</em>");
    view!.unmount();

    const table = await mountEditor("<table><tbody><tr><td>1</td></tr></tbody></table>");
    expect(table.textarea.hidden).toBe(false);
    expect(table.container.querySelector('[role="status"]')?.textContent).toBe(en.sourceOnly);
    expect(table.textarea.value).toBe("<table><tbody><tr><td>1</td></tr></tbody></table>");
  });
});

/** A commit that takes 5 ms (layout on a loaded machine): TipTap's 1 ms destroy timer runs before the passive effects. */
function SlowCommit() {
  useLayoutEffect(() => {
    const until = performance.now() + 5;
    while (performance.now() < until);
  });
  return null;
}

class ErrorBoundary extends Component<{ children: ReactNode; onError: (error: unknown) => void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}
