import { readFileSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import type { Locale } from "../../../app/i18n/locales";
import { REPO_ROOT } from "./server";

/** The base URL of the server the global setup started. */
export function baseUrl(): string {
  return inject("baseUrl");
}

export function url(pathname: string): string {
  return baseUrl() + pathname;
}

const bundles = new Map<string, Record<string, unknown>>();

/** A string from locales/<locale>/<ns>.json by its dotted key ("notFound.title"), as the site shows it. */
export function text(locale: Locale, key: string, ns = "common"): string {
  const file = path.join(REPO_ROOT, "locales", locale, `${ns}.json`);
  let bundle = bundles.get(file);
  if (!bundle) {
    bundle = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    bundles.set(file, bundle);
  }
  let value: unknown = bundle;
  for (const part of key.split(".")) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value === "string") return value;
  if (locale !== "en") return text("en", key, ns); // i18next falls back to English
  throw new Error(`No string ${ns}:${key} in locales/${locale}`);
}

/** Escapes text for use inside a RegExp. */
export function literal(value: string): RegExp {
  return new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
}
