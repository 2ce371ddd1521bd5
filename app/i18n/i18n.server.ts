import i18next, { type TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LOCALE, LOCALES, splitLocale, type Locale } from "./locales";
import { NAMESPACES, resources } from "./resources";

/** The locale of a request is its first path segment (SPEC §2.1); nothing else decides it. */
export function localeOf(request: Request): Locale {
  return splitLocale(new URL(request.url).pathname).locale;
}

export const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    findLocale: async (request) => localeOf(request),
  },
  i18next: { resources, ns: [...NAMESPACES], defaultNS: "common", fallbackLng: DEFAULT_LOCALE },
});

// One shared instance for loaders: RemixI18Next.getFixedT builds a new instance on every call.
const shared = i18next.createInstance();
void shared.init({
  resources,
  ns: [...NAMESPACES],
  defaultNS: "common",
  fallbackLng: DEFAULT_LOCALE,
  initImmediate: false,
  interpolation: { escapeValue: false },
});

export function fixedT(locale: Locale, ns: (typeof NAMESPACES)[number] = "common"): TFunction {
  return shared.getFixedT(locale, ns);
}

type ClientBundle = Partial<(typeof resources)[Locale]>;
const bundles = new Map<string, ClientBundle>();

/**
 * The bundle the client needs: that locale only, and the editor strings only for editors. One
 * object per locale and audience, so the render reuses its i18next instance (app/i18n/i18n.ts).
 */
export function clientResources(locale: Locale, { editor }: { editor: boolean }): ClientBundle {
  const key = `${locale} ${editor}`;
  let bundle = bundles.get(key);
  if (!bundle) {
    const { editor: editorStrings, ...visitor } = resources[locale];
    bundle = editor ? { ...visitor, editor: editorStrings } : visitor;
    bundles.set(key, bundle);
  }
  return bundle;
}
