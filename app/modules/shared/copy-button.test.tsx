// @vitest-environment happy-dom
import { act } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { resources } from "~/i18n/resources";
import { mount } from "../../../tests/support/mount";
import { COPY_LABEL_RESET_MS, CopyButton } from "./copy-button";

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockReset();
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

const button = (container: HTMLElement) => container.querySelector("button")!;
const status = (container: HTMLElement) => container.querySelector('[role="status"]')!;
const click = (container: HTMLElement) => act(async () => button(container).click());

describe("CopyButton", () => {
  it("copies the text, shows the copied label, and goes back to its label after 2 s (SPEC §4.6, §9)", async () => {
    writeText.mockResolvedValue(undefined);
    const { container } = mount(<CopyButton text="https://example.com/x" label="Copy link" copiedLabel="Link copied" />);
    expect(button(container).textContent).toBe("Copy link");
    expect(status(container).textContent).toBe("");

    await click(container);
    expect(writeText).toHaveBeenCalledWith("https://example.com/x");
    expect(button(container).textContent).toBe("Link copied");
    expect(status(container).textContent).toBe("Link copied");

    act(() => vi.advanceTimersByTime(COPY_LABEL_RESET_MS - 1));
    expect(button(container).textContent).toBe("Link copied");
    act(() => vi.advanceTimersByTime(1));
    expect(button(container).textContent).toBe("Copy link");
    expect(COPY_LABEL_RESET_MS).toBe(2000);
  });

  it("restarts the 2 s when pressed again while showing the copied label", async () => {
    writeText.mockResolvedValue(undefined);
    const { container } = mount(<CopyButton text="x" label="Copy" copiedLabel="Copied" />);
    await click(container);
    act(() => vi.advanceTimersByTime(1500));
    await click(container);
    act(() => vi.advanceTimersByTime(1500));
    expect(button(container).textContent).toBe("Copied");
    act(() => vi.advanceTimersByTime(500));
    expect(button(container).textContent).toBe("Copy");
  });

  it("logs a clipboard failure with console.error and shows the translated failure label (SPEC §8)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const denied = new Error("Write permission denied");
    writeText.mockRejectedValue(denied);
    const { container } = mount(<CopyButton text="x" label="Kopieren" copiedLabel="Kopiert" />, { locale: "de" });
    await click(container);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("Clipboard failure"), denied);
    expect(button(container).textContent).toBe("Kopieren fehlgeschlagen");
    act(() => vi.advanceTimersByTime(COPY_LABEL_RESET_MS));
    expect(button(container).textContent).toBe("Kopieren");
  });

  it("treats a browser without the clipboard API as a failure, not a crash", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
    const { container } = mount(<CopyButton text="x" />);
    expect(button(container).textContent).toBe("Copy");
    await click(container);
    expect(error).toHaveBeenCalledTimes(1);
    expect(button(container).textContent).toBe("Copying failed");
  });

  it("uses the translated default labels", async () => {
    writeText.mockResolvedValue(undefined);
    const { container } = mount(<CopyButton text="x" />, { locale: "jp" });
    expect(button(container).textContent).toBe("コピー");
    await click(container);
    expect(button(container).textContent).toBe("コピーしました");
  });

  it("is not in the server HTML: without JavaScript it could not work", () => {
    const html = renderToString(
      <I18nextProvider i18n={createI18n("en", resources.en)}>
        <p>
          https://example.com/x <CopyButton text="https://example.com/x" />
        </p>
      </I18nextProvider>,
    );
    expect(html).toContain("https://example.com/x");
    expect(html).not.toContain("<button");
  });
});
