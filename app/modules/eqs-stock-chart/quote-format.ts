import { LANGUAGE_OF, type Locale } from "~/i18n/locales";

/** Prices with two decimals in the locale's format, with the ISO currency when one is set. */
export function priceFormatter(locale: Locale, currency?: string): (value: number) => string {
  const format = new Intl.NumberFormat(LANGUAGE_OF[locale], {
    ...(currency ? { style: "currency", currency, currencyDisplay: "code" } : {}),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (value) => format.format(value);
}

/** A day-on-day change with its sign: "+1.25%", "-0.40%", "0.00%". */
export function changeFormatter(locale: Locale): (percent: number) => string {
  const format = new Intl.NumberFormat(LANGUAGE_OF[locale], {
    style: "percent",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: "exceptZero",
  });
  return (percent) => format.format(percent / 100);
}

/** Axis dates: "Nov 2026" for long ranges, "20 Nov" for a month. */
export function axisDateFormatter(locale: Locale, withDay: boolean): (timestamp: number) => string {
  const format = new Intl.DateTimeFormat(LANGUAGE_OF[locale], withDay ? { day: "numeric", month: "short", timeZone: "UTC" } : { month: "short", year: "numeric", timeZone: "UTC" });
  return (timestamp) => format.format(new Date(timestamp));
}
