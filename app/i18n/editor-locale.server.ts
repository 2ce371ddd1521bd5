import Negotiator from "negotiator";
import { siteVariantFor } from "~/config.server";
import { VARIANT_LOCALES } from "~/site/variants";
import { DEFAULT_LOCALE, LANGUAGE_OF, splitLocale, type Locale } from "./locales";

/** The editor's own screens (the form builder and submissions): no locale in their path. */
export function isEditorScreen(pathname: string): boolean {
  return pathname.startsWith("/editor/");
}

/**
 * The UI locale of an editor screen: the locale of the page the editor came from (the builder's
 * `returnTo`), else the browser's most preferred language the site variant serves, else English.
 */
export function editorScreenLocale(request: Request, locales: readonly Locale[]): Locale {
  const returnTo = new URL(request.url).searchParams.get("returnTo");
  if (returnTo?.startsWith("/") && !returnTo.startsWith("//")) {
    const { locale } = splitLocale(returnTo.split(/[?#]/)[0]);
    if (locales.includes(locale)) return locale;
  }
  const acceptLanguage = request.headers.get("accept-language") ?? "";
  const [language] = new Negotiator({ headers: { "accept-language": acceptLanguage } }).languages(locales.map((locale) => LANGUAGE_OF[locale]));
  const fallback = locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : locales[0];
  return (acceptLanguage && locales.find((locale) => LANGUAGE_OF[locale] === language)) || fallback;
}

/** editorScreenLocale among the locales of the request's site variant. */
export function editorScreenLocaleOf(request: Request): Locale {
  return editorScreenLocale(request, VARIANT_LOCALES[siteVariantFor(request.headers.get("host"))]);
}
