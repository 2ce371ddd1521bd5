import { LANGUAGE_OF, type Locale } from "~/i18n/locales";

/*
 * Country names in the page's language. Jobs, channel partners and representatives store the
 * country by its English name (as editors and imports write it); the name is looked up as an
 * ISO 3166 region and shown through Intl.DisplayNames, which knows every region in every
 * language ICU ships (Node's full ICU). A name that is no region is shown as stored.
 */

let codes: Map<string, string> | undefined;

/** English region name (lower case) → ISO code, built once from Intl itself. */
function regionCodes(): Map<string, string> {
  if (codes) return codes;
  codes = new Map();
  const english = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = english.of(code);
      if (name && !codes.has(name.toLowerCase())) codes.set(name.toLowerCase(), code);
    }
  }
  return codes;
}

const names = new Map<Locale, Intl.DisplayNames>();

export function countryName(country: string, locale: Locale): string {
  if (locale === "en") return country;
  const code = /^[A-Z]{2}$/.test(country) ? country : regionCodes().get(country.trim().toLowerCase());
  if (!code) return country;
  let display = names.get(locale);
  if (!display) {
    display = new Intl.DisplayNames([LANGUAGE_OF[locale]], { type: "region", fallback: "none" });
    names.set(locale, display);
  }
  return display.of(code) ?? country;
}
