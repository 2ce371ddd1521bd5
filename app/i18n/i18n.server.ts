import i18next, { type TFunction } from "i18next";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { NAMESPACES, resources } from "./resources";

// One shared instance for loaders (ADR 002); the request's locale is in its context (ADR 052).
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
