import { useTranslation } from "react-i18next";
import { LOCALE_LABEL, LANGUAGE_OF, type Locale } from "~/i18n/locales";
import { homeHref, type Alternates } from "~/i18n/route-table";

/** Links to the current page's counterpart in each locale (its home page where it has none). */
export function LocaleSwitcher({
  locale,
  locales,
  alternates,
}: {
  locale: Locale;
  locales: readonly Locale[];
  alternates: Alternates | null;
}) {
  const { t } = useTranslation();
  if (locales.length < 2) return null;
  return (
    <nav className="locale-switcher" aria-label={t("header.language")}>
      <ul>
        {locales.map((l) => (
          <li key={l}>
            {/* Full page loads: the whole UI (and its i18n bundle) changes language. */}
            <a
              href={alternates?.[l] ?? homeHref(l)}
              hrefLang={LANGUAGE_OF[l]}
              lang={LANGUAGE_OF[l]}
              aria-current={l === locale ? "true" : undefined}
              title={LOCALE_LABEL[l]}
            >
              {l.toUpperCase()}
              <span className="visually-hidden"> {LOCALE_LABEL[l]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
