import { Form, Link, NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Locale } from "~/i18n/locales";
import { homeHref, href, type Alternates } from "~/i18n/route-table";
import type { NavLink as NavItem } from "./chrome.server";
import { useKeptServerMarkup } from "./kept-server-markup";
import { LocaleSwitcher } from "./locale-switcher";
import { Logo } from "./logo";

type Props = {
  locale: Locale;
  locales: readonly Locale[];
  nav: NavItem[];
  alternates: Alternates | null;
  /** A visitor's page: the header is kept as server HTML when the page hydrates (static-islands.ts). */
  keepServerMarkup: boolean;
};

export function SiteHeader({ locale, locales, nav, alternates, keepServerMarkup }: Props) {
  const { t } = useTranslation();
  const kept = useKeptServerMarkup("site-header", keepServerMarkup);
  return (
    <>
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      {/* The keys make the first normal render replace the element instead of patching inner HTML. */}
      {kept.html !== undefined ? (
        <header key="kept" className="site-header" {...kept.attributes} dangerouslySetInnerHTML={{ __html: kept.html }} />
      ) : (
        <header key="live" className="site-header" {...kept.attributes}>
          <div className="site-header__inner">
            <Link to={homeHref(locale)} className="site-header__logo">
              <Logo />
              {/* Text, not aria-label: the logo's visible letters must be part of the link's name. */}
              <span className="visually-hidden">{t("header.home")}</span>
            </Link>
            {/* A checkbox toggles the menu on small screens, so it works without JavaScript. */}
            <input type="checkbox" id="menu-toggle" className="site-header__toggle" aria-label={t("header.menu")} />
            <label htmlFor="menu-toggle" className="site-header__menu-button" aria-hidden="true">
              <span />
              {t("header.menu")}
            </label>
            <nav className="site-nav" aria-label={t("header.mainNavigation")}>
              <ul className="site-nav__list">
                {nav.map((item) => (
                  <li key={item.id} className="site-nav__item">
                    <NavLink to={item.href} prefetch="intent" className="site-nav__link">
                      {item.label}
                    </NavLink>
                    {item.children.length > 0 ? (
                      <ul className="site-nav__sub">
                        {item.children.map((child) => (
                          <li key={child.id}>
                            <NavLink to={child.href} className="site-nav__sublink">
                              {child.label}
                            </NavLink>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            </nav>
            <div className="site-header__tools">
              <Form method="get" action={href("search", locale)} role="search" className="header-search">
                <label htmlFor="header-search-q" className="visually-hidden">
                  {t("search.label")}
                </label>
                <input id="header-search-q" type="search" name="q" placeholder={t("search.placeholder")} />
                <button type="submit">
                  <svg className="header-search__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
                    <path d="m15.5 15.5 5.5 5.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                  </svg>
                  <span className="visually-hidden">{t("search.submit")}</span>
                </button>
              </Form>
              <LocaleSwitcher locale={locale} locales={locales} alternates={alternates} />
            </div>
          </div>
        </header>
      )}
    </>
  );
}
