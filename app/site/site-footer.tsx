import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { pageHref } from "~/i18n/route-table";
import type { Locale } from "~/i18n/locales";
import type { SocialLink } from "./chrome.server";
import { SocialIcon } from "./social-icon";

export function SiteFooter({ locale, social }: { locale: Locale; social: SocialLink[] }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer" aria-label={t("footer.label")}>
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">{t("companyName")}</p>
          <p>{t("tagline")}</p>
          <address>{t("footer.address")}</address>
        </div>
        {social.length > 0 ? (
          <div className="site-footer__social">
            <h2>{t("footer.social")}</h2>
            <ul>
              {social.map((link) => (
                <li key={link.network}>
                  <a href={link.url} rel="noopener noreferrer" target="_blank">
                    <SocialIcon network={link.network} />
                    <span className="visually-hidden">{t("footer.socialLink", { network: t(`networks.${link.network}`) })}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="site-footer__bottom">
        <p className="site-footer__copyright">{t("footer.copyright", { year })}</p>
        <nav className="site-footer__legal" aria-label={t("footer.legal")}>
          <ul>
            <li>
              <Link to={pageHref(locale, locale === "de" ? "impressum" : "imprint")}>{t("footer.imprint")}</Link>
            </li>
            <li>
              <Link to={pageHref(locale, locale === "de" ? "datenschutz" : "privacy")}>{t("footer.privacy")}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
