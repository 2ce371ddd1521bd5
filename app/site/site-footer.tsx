import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { NavLink, SocialLink } from "./chrome.server";
import { useKeptServerMarkup } from "./kept-server-markup";
import { SocialIcon } from "./social-icon";

type Props = {
  /** The footer menu (imprint, privacy, …), run by editors at /editor/navigation. */
  links: NavLink[];
  social: SocialLink[];
  /** A visitor's page: the footer is kept as server HTML when the page hydrates (static-islands.ts). */
  keepServerMarkup: boolean;
};

export function SiteFooter({ links, social, keepServerMarkup }: Props) {
  const { t } = useTranslation();
  const kept = useKeptServerMarkup("site-footer", keepServerMarkup);
  const year = new Date().getFullYear();
  if (kept.html !== undefined) {
    // The keys make the first normal render replace the element instead of patching inner HTML.
    return <footer key="kept" className="site-footer" aria-label={t("footer.label")} {...kept.attributes} dangerouslySetInnerHTML={{ __html: kept.html }} />;
  }
  return (
    <footer key="live" className="site-footer" aria-label={t("footer.label")} {...kept.attributes}>
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
        {links.length > 0 ? (
          <nav className="site-footer__legal" aria-label={t("footer.legal")}>
            <ul>
              {links.map((link) => (
                <li key={link.id}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </footer>
  );
}
