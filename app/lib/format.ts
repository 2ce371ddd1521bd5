import { LANGUAGE_OF, type Locale } from "~/i18n/locales";

/** SPEC §9 text truncation: 75 characters by default, 100 for link text. */
export const TRUNCATE_DEFAULT = 75;
export const TRUNCATE_LINK = 100;

/**
 * Cuts text to at most `max` characters (code points, so CJK and emoji count as one), ending in
 * an ellipsis that counts towards the limit; prefers a word boundary in the last fifth.
 */
export function truncate(text: string, max = TRUNCATE_DEFAULT): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const chars = [...clean];
  if (chars.length <= max) return clean;
  let cut = chars.slice(0, max - 1).join("");
  const space = cut.lastIndexOf(" ");
  if (space >= Math.floor((max - 1) * 0.8)) cut = cut.slice(0, space);
  return `${cut.trimEnd()}…`;
}

/** Link text: truncated at 100 characters. */
export function truncateLink(text: string): string {
  return truncate(text, TRUNCATE_LINK);
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** SPEC §9: prices in USD with two decimals ("$1,234.50"); numeric columns arrive as strings. */
export function formatUsd(value: string | number): string {
  return usd.format(Number(value));
}

/** SPEC §9 workload: '100%' without a pensum, 'min - max%' for a range, one value when they are equal. */
export function workload(min: number | null, max: number | null): string {
  if (min === null && max === null) return "100%";
  const low = min ?? max!;
  const high = max ?? min!;
  const [a, b] = low <= high ? [low, high] : [high, low];
  return a === b ? `${b}%` : `${a} - ${b}%`;
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A date in the locale's language (LANGUAGE_OF), in UTC so server and browser agree. */
export function formatDate(value: Date | string, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_OF[locale], { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(value));
}

const dateTimeFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A date and time in the locale's language, in UTC and saying so ("25 Nov 2026, 14:05 UTC"). */
export function formatDateTime(value: Date | string, locale: Locale): string {
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_OF[locale], { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
    dateTimeFormats.set(locale, format);
  }
  return `${format.format(new Date(value))} UTC`;
}

const zonedFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * THE date and time of the editor screens (issue 47): the locale's language, a 24-hour clock (no
 * AM/PM whose spacing differs between ICU versions, so server and browser render the same text),
 * in a named zone and saying which ("1 Dec 2026, 09:00 (Europe/Zurich)"; "01.12.2026, 09:00 (Europe/Zurich)").
 */
export function formatZonedDateTime(value: Date | string, locale: Locale, timeZone: string): string {
  const key = `${locale} ${timeZone}`;
  let format = zonedFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_OF[locale], { dateStyle: "medium", timeStyle: "short", hourCycle: "h23", timeZone });
    zonedFormats.set(key, format);
  }
  return `${format.format(new Date(value))} (${timeZone})`;
}

/** ISO date (yyyy-mm-dd) for <time dateTime>. */
export function isoDate(value: Date | string): string {
  return new Date(value).toISOString().slice(0, 10);
}

const UNITS = ["B", "KB", "MB", "GB"] as const;

/** A file size in the locale's number format: "850 B", "1.2 MB" ("1,2 MB" in German). */
export function formatBytes(bytes: number, locale: Locale): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  const number = new Intl.NumberFormat(LANGUAGE_OF[locale], { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
  return `${number} ${UNITS[unit]}`;
}

const isTextBlock = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A locale's entry of a jsonb content object, falling back to English. Text blocks
 * ({title, body, …}) fall back field by field: a German title without a German body shows the
 * German title and the English body. Same rule as SQL's localizedJson.
 */
export function localized<T>(content: Partial<Record<string, T>>, locale: Locale): T | undefined {
  const own = content[locale];
  const en = content.en;
  if (locale !== "en" && isTextBlock(own) && isTextBlock(en)) return { ...en, ...own } as T;
  return own ?? en;
}
