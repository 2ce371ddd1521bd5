import i18next, { type i18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, type Locale } from "./locales";

// The server hands the same bundle object to every render of a locale: one instance per bundle.
const instances = new WeakMap<Resource[string], { locale: Locale; instance: i18n }>();

/** The i18next instance the React tree uses, from the bundle the root loader sent. */
export function createI18n(locale: Locale, bundle: Resource[string]): i18n {
  const known = instances.get(bundle);
  if (known?.locale === locale) return known.instance;
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
  instances.set(bundle, { locale, instance });
  return instance;
}
