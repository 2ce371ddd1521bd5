// @vitest-environment happy-dom
import { act } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { resources } from "~/i18n/resources";
import { mount } from "../../../tests/support/mount";
import { PreviewLinkField } from "./preview-link-field";

// Issue 47 item 7: a preview link's Copy button, only where it can work.
const HREF = "https://site.example/company?preview=3.abc";
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset();
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("PreviewLinkField", () => {
  it("without JavaScript (the server's HTML) is a labelled read-only field, with no dead button", () => {
    const html = renderToString(
      <I18nextProvider i18n={createI18n("de", resources.de)}>
        <PreviewLinkField link={{ id: 3, href: HREF, state: "active" }} state="aktiv" />
      </I18nextProvider>,
    );
    expect(html).toContain(`value="${HREF.replace("&", "&amp;")}"`);
    expect(html).toMatch(/<input[^>]*readOnly|<input[^>]*readonly/);
    expect(html).toContain('for="preview-3"');
    expect(html).not.toContain("<button");
  });

  it("with JavaScript copies the address and says Copied in a live region", async () => {
    writeText.mockResolvedValue(undefined);
    const { container } = mount(<PreviewLinkField link={{ id: 3, href: HREF, state: "active" }} state="active" />);
    const button = container.querySelector("button")!;
    expect(button.textContent).toBe("Copy");
    expect(button.getAttribute("aria-describedby")).toBe("preview-3");
    await act(async () => button.click());
    expect(writeText).toHaveBeenCalledWith(HREF);
    expect(container.querySelector('[role="status"]')!.textContent).toBe("Copied");
  });

  it("speaks the editor's language", async () => {
    writeText.mockResolvedValue(undefined);
    const { container } = mount(<PreviewLinkField link={{ id: 4, href: HREF, state: "active" }} state="aktiv" />, { locale: "de" });
    await act(async () => container.querySelector("button")!.click());
    expect(container.querySelector("button")!.textContent).toBe("Kopiert");
  });

  it("offers no Copy for a revoked or expired link (it opens nothing any more)", () => {
    for (const state of ["revoked", "expired"] as const) {
      const { container, unmount } = mount(<PreviewLinkField link={{ id: 5, href: HREF, state }} state={state} />);
      expect(container.querySelector("input")!.readOnly).toBe(true);
      expect(container.querySelector("button")).toBeNull();
      unmount();
    }
  });
});
