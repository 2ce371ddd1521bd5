import { useTranslation } from "react-i18next";
import { truncate, truncateLink } from "~/lib/format";
import { SmartLink } from "../shared/smart-link";
import type { LinkValue, ModuleProps } from "../types";
import type { LinkListData } from "./schema";

type Kind = "internal" | "external" | "download";

/** The icon a link gets: downloads, outside addresses (and new tabs), and site links. */
function kindOf(link: LinkValue): Kind {
  if (link.linkType === "download") return "download";
  if (link.linkType === "external") return "external";
  return "internal";
}

/** The same rule as SmartLink: `_blank`, or an external link left on `auto`. */
export function opensNewTab(link: LinkValue): boolean {
  return link.target === "_blank" || (link.target !== "_self" && link.linkType === "external");
}

const ICON_PATHS: Record<Kind, string> = {
  internal: "M5 12h13M13 6l6 6-6 6",
  external: "M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5",
  download: "M12 4v11M7 10l5 5 5-5M5 20h14",
};

function LinkIcon({ kind }: { kind: Kind }) {
  return (
    <svg className="link-list__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[kind]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Links: int,ext,downl.: a list of links, each with an icon for its kind. The visible link text
 * is cut at 100 characters (SPEC §9, the full text stays in `title`), the summary line at 75.
 */
export function LinkList({ data }: ModuleProps<LinkListData>) {
  const { t } = useTranslation("modules");
  if (data.items.length === 0) return null;
  return (
    <ul className="link-list">
      {data.items.map((item, i) => {
        const kind = kindOf(item.link);
        const full = (item.linkTitle || item.link.text || item.title || item.link.href).trim();
        const shown = truncateLink(full);
        return (
          <li key={i} className={`link-list__item link-list__item--${kind}`}>
            <LinkIcon kind={kind} />
            <div className="link-list__content">
              {item.title ? <h3 className="link-list__title">{item.title}</h3> : null}
              {item.body ? <p className="link-list__body">{item.body}</p> : null}
              <SmartLink link={item.link} className="link-list__link">
                <span title={shown === full ? undefined : full}>{shown}</span>
                {kind === "download" ? <span className="visually-hidden"> {t("linkList.download")}</span> : null}
                {opensNewTab(item.link) ? <span className="visually-hidden"> {t("linkList.newTab")}</span> : null}
              </SmartLink>
              {item.summary ? <p className="link-list__summary">{truncate(item.summary)}</p> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
