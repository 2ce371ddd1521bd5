import { href, pageHref, type RouteName } from "../../shared/route-table";
import type { Locale } from "../../shared/locales";
import { IMAGE_ALTS } from "./image-alts";
import type { SeedMedia } from "./seed-media";

export const SEED_LOCALES = ["en", "de", "cn", "jp", "kr"] as const satisfies readonly Locale[];
export type Texts = Record<Locale, string>;

/** One text in the five locales (en, de, cn, jp, kr). */
export const t5 = (en: string, de: string, cn: string, jp: string, kr: string): Texts => ({ en, de, cn, jp, kr });

/** Builds one module content per locale from a function of the locale. */
export function perLocale<T>(build: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(SEED_LOCALES.map((l) => [l, build(l)])) as Record<Locale, T>;
}

/** A seed image as module content, with the locale's alt text. */
export function image(media: SeedMedia, key: string, locale: Locale) {
  const found = media[key];
  if (!found) throw new Error(`Seed image ${key} is missing from db/seed/images`);
  return { ...found, alt: IMAGE_ALTS[key]?.[locale] ?? found.alt };
}

export const routeLink = (name: RouteName, locale: Locale, text?: string) => ({
  linkType: "internal" as const,
  target: "auto" as const,
  href: href(name, locale),
  ...(text ? { text } : {}),
});

/** Link to a seeded CMS page by its English and German paths (cn/jp/kr reuse the English one). */
export const pageLink = (paths: { en: string; de: string }, locale: Locale, text?: string) => ({
  linkType: "internal" as const,
  target: "auto" as const,
  href: pageHref(locale, locale === "de" ? paths.de : paths.en),
  ...(text ? { text } : {}),
});
