import { useTranslation } from "react-i18next";
import type { Locale } from "~/i18n/locales";
import type { SocialLink } from "./chrome.server";
import { SocialIcon } from "./social-icon";

export function SiteFooter({ social }: { locale: Locale; social: SocialLink[] }) {
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
                  <a href={link.url} rel="noopener noreferrer" target="_blank" aria-label={t("footer.socialLink", { network: t(`networks.${link.network}`) })}>
                    <SocialIcon network={link.network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <p className="site-footer__copyright">{t("footer.copyright", { year })}</p>
    </footer>
  );
}
