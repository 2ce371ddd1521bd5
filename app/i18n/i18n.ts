import i18next, { type i18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, type Locale } from "./locales";

/** Builds the i18next instance the React tree uses, from the bundle the root loader sent. */
export function createI18n(locale: Locale, bundle: Resource[string]): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: { [locale]: bundle },
    ns: Object.keys(bundle),
    defaultNS: "common",
    initImmediate: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
