import { LANGUAGE_OF, type Locale } from "~/i18n/locales";

/** SPEC §9: text truncated at 75 characters by default (100 for link text), with an ellipsis. */
export function truncate(text: string, max = 75): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("").trimEnd()}…`;
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** SPEC §9: prices in USD with two decimals. */
export function formatUsd(value: string | number): string {
  return usd.format(Number(value));
}

/** SPEC §9 workload: '100%' without a pensum, 'min - max%' for a range. */
export function workload(min: number | null, max: number | null): string {
  if (min === null && max === null) return "100%";
  const low = min ?? max!;
  const high = max ?? min!;
  return low === high ? `${high}%` : `${low} - ${high}%`;
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

export function formatDate(value: Date | string, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_OF[locale], { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(value));
}

/** A locale's entry of a jsonb content object, falling back to English. */
export function localized<T>(content: Partial<Record<string, T>>, locale: Locale): T | undefined {
  return content[locale] ?? content.en;
}
