import { inject } from "vitest";
import type { Locale } from "../../../app/i18n/locales";
import { type NAMESPACES, resources } from "../../../app/i18n/resources";

/** The base URL of the server the global setup started. */
export function baseUrl(): string {
  return inject("baseUrl");
}

export function url(pathname: string): string {
  return baseUrl() + pathname;
}

/**
 * A UI string by its dotted key ("notFound.title"), as the site shows it: from the app's own
 * resources (locales/<locale>/<ns>.json with the module folders' strings.json merged in).
 */
export function text(locale: Locale, key: string, ns: (typeof NAMESPACES)[number] = "common"): string {
  let value: unknown = resources[locale][ns];
  for (const part of key.split(".")) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value === "string") return value;
  if (locale !== "en") return text("en", key, ns); // i18next falls back to English
  throw new Error(`No string ${ns}:${key} in locales/${locale} or the module folders`);
}

/** Escapes text for use inside a RegExp. */
export function literal(value: string): RegExp {
  return new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
}
