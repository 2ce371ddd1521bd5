import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { createI18n } from "~/i18n/i18n";
import type { Locale } from "~/i18n/locales";
import { resources } from "~/i18n/resources";

/**
 * Mounts a component in the browser-like DOM of a `// @vitest-environment happy-dom` test,
 * inside the locale's translations, as a visitor's browser runs it after hydration.
 */
export function mount(element: ReactNode, { locale = "en" }: { locale?: Locale } = {}): { container: HTMLElement; unmount: () => void } {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement("div");
  document.body.append(container);
  let root: Root;
  act(() => {
    root = createRoot(container);
    root.render(<I18nextProvider i18n={createI18n(locale, resources[locale])}>{element}</I18nextProvider>);
  });
  return {
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
