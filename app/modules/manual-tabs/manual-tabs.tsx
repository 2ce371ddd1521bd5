import { useTranslation } from "react-i18next";
import { Tabs } from "../shared/tabs";
import type { ModuleProps } from "../types";
import type { ManualItem, ManualTabsData } from "./schema";

/** "PDF", "ZIP"… from the media URL's file name; empty when it has no extension. */
export function fileType(url: string): string {
  const name = decodeURIComponent(url.split(/[?#]/)[0].split("/").pop() ?? "");
  const dot = name.lastIndexOf(".");
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toUpperCase() : "";
}

function ManualLink({ item }: { item: ManualItem }) {
  const { t } = useTranslation("modules");
  const media = item.document ?? item.file;
  const type = media?.url ? fileType(media.url) : "";
  const icon = (
    <svg className="manual-tabs__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
  if (!media?.url) {
    return (
      <span className="manual-tabs__link manual-tabs__link--missing">
        {icon}
        {item.filename}
      </span>
    );
  }
  return (
    <a className="manual-tabs__link" href={media.url}>
      {icon}
      <span className="manual-tabs__name">{item.filename}</span>
      {type ? (
        <span className="manual-tabs__type">
          <span className="visually-hidden">{t("manualTabs.fileType")} </span>
          {type}
        </span>
      ) : null}
    </a>
  );
}

/** Manual tabs: per tab an optional introduction and a list of manuals (documents or files). */
export function ManualTabs({ id, data }: ModuleProps<ManualTabsData>) {
  const { t } = useTranslation("modules");
  return (
    <Tabs
      id={id}
      label={t("manualTabs.label")}
      items={data.tabs.map((tab) => ({
        title: tab.title,
        content: (
          <>
            {tab.body ? <div className="manual-tabs__body rich-text" dangerouslySetInnerHTML={{ __html: tab.body }} /> : null}
            {tab.items.length ? (
              <ul className="manual-tabs__list">
                {tab.items.map((item, i) => (
                  <li key={i} className="manual-tabs__item">
                    <ManualLink item={item} />
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ),
      }))}
    />
  );
}
