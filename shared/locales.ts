export const LOCALES = ["en", "de", "cn", "jp", "kr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The `<html lang>` / i18next language of each site locale (SPEC §2.1). */
export const LANGUAGE_OF: Record<Locale, string> = {
  en: "en",
  de: "de",
  cn: "zh",
  jp: "ja",
  kr: "ko",
};

/** Each locale's own name, shown in the locale switcher. */
export const LOCALE_LABEL: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  cn: "中文",
  jp: "日本語",
  kr: "한국어",
};

export function isLocale(value: string | undefined): value is Locale {
  return value !== undefined && (LOCALES as readonly string[]).includes(value);
}

/** The path prefix of a locale: "" for English, "/de" etc. otherwise. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "" : `/${locale}`;
}

/** Splits a pathname into its locale and the rest ("/de/produkte" → de, "/produkte"). */
export function splitLocale(pathname: string): { locale: Locale; rest: string } {
  const first = pathname.split("/")[1];
  if (first && first !== DEFAULT_LOCALE && isLocale(first)) {
    const rest = pathname.slice(first.length + 1);
    return { locale: first, rest: rest === "" ? "/" : rest };
  }
  return { locale: DEFAULT_LOCALE, rest: pathname === "" ? "/" : pathname };
}
