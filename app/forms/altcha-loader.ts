import type { Locale } from "~/i18n/locales";

// The ALTCHA widget (a web component, ~35 KB gzipped) is imported only by pages that show a form,
// after the page has loaded, with the strings of the page's locale.

/** The widget's language code for each site locale. */
export const ALTCHA_LANGUAGE: Record<Locale, string> = { en: "en", de: "de", cn: "zh-cn", jp: "ja", kr: "ko" };

const STRINGS: Record<Locale, () => Promise<unknown>> = {
  en: async () => undefined, // built in
  de: () => import("altcha/i18n/de"),
  cn: () => import("altcha/i18n/zh-cn"),
  jp: () => import("altcha/i18n/ja"),
  kr: () => import("altcha/i18n/ko"),
};

const loading = new Map<Locale, Promise<boolean>>();

/**
 * Defines <altcha-widget>; resolves false where it cannot work (no Web Crypto outside a secure
 * context, or the import failed): the form then keeps the arithmetic question (ADR 006).
 */
export function loadAltcha(locale: Locale): Promise<boolean> {
  if (typeof window === "undefined" || !window.isSecureContext || !window.crypto?.subtle) return Promise.resolve(false);
  let pending = loading.get(locale);
  if (!pending) {
    pending = import("altcha")
      .then(() => STRINGS[locale]())
      .then(() => customElements.whenDefined("altcha-widget"))
      .then(() => true)
      .catch((error: unknown) => {
        console.warn("[forms] the ALTCHA widget did not load; the security question stays", error);
        return false;
      });
    loading.set(locale, pending);
  }
  return pending;
}
