import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { contentMeta } from "~/content/meta";
import { screenRequest } from "~/content/screen.server";
import { href, pageHref } from "~/i18n/route-table";

/** Support hub: FAQ, downloads, representatives, partners and contact. */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, t, canonical } = screenRequest(args);
  return {
    title: t("support.title"),
    description: t("support.intro"),
    canonical,
    links: [
      { key: "faq", href: href("faq", locale) },
      { key: "downloads", href: href("downloads", locale) },
      { key: "representatives", href: href("representatives", locale) },
      { key: "partners", href: href("channelPartners", locale) },
      { key: "contact", href: pageHref(locale, locale === "de" ? "kontakt" : "contact") },
    ],
  };
}

export const meta = contentMeta;

export default function Support() {
  const { title, links } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <section className="container" aria-labelledby="support-title">
      <h1 id="support-title">{title}</h1>
      <p className="listing__intro">{t("support.intro")}</p>
      <ul className="cards cards--other">
        {links.map((link) => (
          <li key={link.key} className="content-card">
            <div className="content-card__body">
              <h2 className="content-card__title">
                <Link to={link.href}>{t(`support.links.${link.key}.title`)}</Link>
              </h2>
              <p className="content-card__summary">{t(`support.links.${link.key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
