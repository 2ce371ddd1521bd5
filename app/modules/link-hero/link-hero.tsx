import { useTranslation } from "react-i18next";
import { truncateLink } from "~/lib/format";
import { ModuleImage, isInFirstScreen } from "../shared/module-image";
import { SmartLink } from "../shared/smart-link";
import type { ModuleProps } from "../types";
import type { LinkHeroData, QuickLink } from "./schema";

function linkText(item: QuickLink): string {
  return (item.linkTitle || item.link.text || item.link.href).trim();
}

/**
 * Link hero: the page's title (h1 when first) and text, with a row of quick links into the page's
 * topics; over a darkened background image when one is set. Link text is cut at 100 characters
 * (SPEC §9), the full text stays in `title`.
 */
export function LinkHero({ data, index }: ModuleProps<LinkHeroData>) {
  const { t } = useTranslation("modules");
  const Title = index === 0 ? "h1" : "h2";
  return (
    <div className={data.image ? "link-hero link-hero--image" : "link-hero"}>
      {data.image ? <ModuleImage image={data.image} className="link-hero__image" priority={isInFirstScreen(index)} sizes="100vw" /> : null}
      <div className="link-hero__inner">
        <div className="link-hero__content">
          <Title className="link-hero__title">{data.title}</Title>
          {data.body ? <p className="link-hero__body">{data.body}</p> : null}
        </div>
        {data.links.length > 0 ? (
          <ul className="link-hero__links" aria-label={t("linkHero.quickLinks")}>
            {data.links.map((item, i) => {
              const full = linkText(item);
              const shown = truncateLink(full);
              return (
                <li key={i}>
                  <SmartLink link={item.link} className="link-hero__link">
                    <span title={shown === full ? undefined : full}>{shown}</span>
                    <svg className="link-hero__arrow" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                      <path d="M5 12h13M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                  </SmartLink>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
