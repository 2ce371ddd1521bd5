import { useTranslation } from "react-i18next";
import { opensNewTab } from "../link-list/link-list";
import { ModuleImage } from "../shared/module-image";
import { SmartLink } from "../shared/smart-link";
import type { ModuleProps } from "../types";
import type { CorrespondingData } from "./schema";

/**
 * Related topics: a row of teaser cards (SPEC §3.5 teaser: image, tag, title, body, link title
 * and link). The link is the card's one link and covers the whole card; its text names the
 * teaser too, so several "Read more" links stay distinguishable.
 */
export function Corresponding({ data }: ModuleProps<CorrespondingData>) {
  const { t } = useTranslation("modules");
  if (data.teasers.length === 0) return null;
  return (
    <ul className={`corresponding corresponding--${data.teasers.length}`}>
      {data.teasers.map((teaser, i) => (
        <li key={i} className="corresponding__teaser">
          {teaser.image ? (
            <ModuleImage image={teaser.image} className="corresponding__image" sizes="(max-width: 768px) 100vw, 33vw" />
          ) : null}
          <div className="corresponding__content">
            {teaser.tag ? <p className="corresponding__tag">{teaser.tag}</p> : null}
            <h3 className="corresponding__title">{teaser.title}</h3>
            <p className="corresponding__body">{teaser.body}</p>
            <SmartLink link={teaser.link} className="corresponding__link">
              {teaser.linkTitle}
              <span className="visually-hidden">: {teaser.title}</span>
              {opensNewTab(teaser.link) ? <span className="visually-hidden"> {t("linkList.newTab")}</span> : null}
              <span aria-hidden="true"> →</span>
            </SmartLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
